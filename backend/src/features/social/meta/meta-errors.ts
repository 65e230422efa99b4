import { DomainError, type ErrorKind } from '../../../core/errors/domain-errors.js';

export type MetaService = 'Facebook' | 'Threads';

/** Why a call to Meta failed; sent as the answer's `reason`. */
export type MetaFailure = 'token_expired' | 'token_rejected' | 'missing_permission' | 'request_rejected' | 'rate_limited' | 'timeout' | 'unavailable' | 'malformed_answer';

/**
 * Whose credential a call carries, which decides who must act on a refusal: a token or code the admin
 * has just pasted is their input (400, naming the field); the stored token is the app's state (409:
 * connect again). Calls that carry only the app's own credentials have neither.
 */
export type Credential = { source: 'input'; field: string } | { source: 'stored'; fix: string } | { source: 'app' };

/** Meta's error object, as both the Graph API and the Threads API send it. */
export type MetaErrorBody = { message?: string; type?: string; code?: number; error_subcode?: number };

/** Graph error codes: 190 an invalid or expired token (subcode 463: expired), 10 and 200-299 a missing permission, 4, 17, 32, 613 rate limits. */
const EXPIRED_SUBCODE = 463;
const isPermissionCode = (code: number | undefined) => code === 10 || (code !== undefined && code >= 200 && code <= 299);
const isRateLimitCode = (code: number | undefined) => code === 4 || code === 17 || code === 32 || code === 613;
const isTokenProblem = (error: MetaErrorBody) => error.code === 190 || error.code === 102 || (error.type === 'OAuthException' && !isPermissionCode(error.code));

/** A failed call to Meta, with Meta's own words (secrets taken out): never a 500. */
export class MetaApiError extends DomainError {
  constructor(
    kind: ErrorKind,
    readonly failure: MetaFailure,
    message: string,
    field?: string,
  ) {
    super(kind, message, field ? { field, reason: failure } : { reason: failure });
    this.name = 'MetaApiError';
  }
}

/** Every secret the call carried (tokens, the app secret, a code) replaced, and any token-looking parameter too. */
export const scrubbed = (text: string, secrets: readonly string[]): string => {
  let clean = text;
  for (const secret of secrets) if (secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  return clean.replace(/((?:access_token|client_secret|input_token|fb_exchange_token|code)=)[^&\s"']+/g, '$1[redacted]');
};

/** What Meta said, as a sentence, or its status when it said nothing readable. */
const saying = (error: MetaErrorBody | null, status: number, secrets: readonly string[]) =>
  scrubbed(error?.message?.trim() || `HTTP ${status}`, secrets).slice(0, 500);

/**
 * A refusal from Meta as this API answers it. A token or code the admin pasted and Meta refused: 400
 * on that field. The stored token expired, revoked or short of a permission: 409 saying how to fix it.
 * Meta's rate limit, its failures and anything else it refused: 502. Meta's message is kept in every case.
 */
export const metaRefusal = (service: MetaService, status: number, error: MetaErrorBody | null, credential: Credential, secrets: readonly string[]): MetaApiError => {
  const said = saying(error, status, secrets);
  const clientError = status >= 400 && status < 500;
  if (error && isRateLimitCode(error.code)) return new MetaApiError('upstream', 'rate_limited', `${service} is limiting requests: ${said}`);
  if (error && clientError && (isTokenProblem(error) || isPermissionCode(error.code))) {
    const failure: MetaFailure = isPermissionCode(error.code) ? 'missing_permission' : error.error_subcode === EXPIRED_SUBCODE ? 'token_expired' : 'token_rejected';
    if (credential.source === 'input') return new MetaApiError('validation', failure, `${credential.field}: ${said}`, credential.field);
    if (credential.source === 'stored') return new MetaApiError('illegal_state', failure, `${service} refused the stored token: ${said}. ${credential.fix}`);
  }
  if (clientError && credential.source === 'input' && error) return new MetaApiError('validation', 'request_rejected', `${credential.field}: ${said}`, credential.field);
  return new MetaApiError('upstream', clientError ? 'request_rejected' : 'unavailable', `${service} failed: ${said}`);
};

export const metaTimedOut = (service: MetaService, timeoutMs: number) =>
  new MetaApiError('upstream', 'timeout', `${service} did not answer within ${timeoutMs / 1000} seconds; please try again`);

export const metaUnreachable = (service: MetaService) => new MetaApiError('upstream', 'unavailable', `${service} could not be reached; please try again`);

export const metaMalformed = (service: MetaService, what: string) => new MetaApiError('upstream', 'malformed_answer', `${service} answered in an unexpected shape (${what})`);

/** The app id and secret are missing: 409 naming the variables to set (as the Gmail calls answer). */
export const notConfigured = (message: string) => new DomainError('illegal_state', message, { reason: 'not_configured' });

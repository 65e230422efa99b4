import { MailDeliveryError } from './mail-delivery-error.js';

const EMAIL_ADDRESS = /[^\s<>"',;:]+@[^\s<>"',;:]+/g;

// SendGrid's own messages rarely echo an address, but errors end up in logs: scrub them anyway.
const scrubAddresses = (text: string): string => text.replace(EMAIL_ADDRESS, '[address]');

const describeRejection = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return '';
  const messages = errors
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined))
    .filter((message): message is string => typeof message === 'string')
    .map(scrubAddresses);
  return messages.length > 0 ? `: ${messages.join('; ')}` : '';
};

/** What @sendgrid/client rejected with: an HTTP answer (ResponseError) or a network failure (axios). */
export type SendGridFailure =
  | { kind: 'answered'; status: number; headers: Record<string, unknown>; body: unknown }
  | { kind: 'not_sent'; code: string }
  | { kind: 'lost'; code: string };

/** Failures that prove the request never left this machine: asking again cannot duplicate anything. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

export const classifySendGridFailure = (error: unknown): SendGridFailure => {
  const failure = typeof error === 'object' && error !== null ? (error as { code?: unknown; response?: { headers?: unknown; body?: unknown } }) : {};
  if (typeof failure.code === 'number') {
    const headers = typeof failure.response?.headers === 'object' && failure.response.headers !== null ? (failure.response.headers as Record<string, unknown>) : {};
    return { kind: 'answered', status: failure.code, headers, body: failure.response?.body };
  }
  const code = typeof failure.code === 'string' ? failure.code : 'unknown';
  return NOT_SENT_CODES.has(code) ? { kind: 'not_sent', code } : { kind: 'lost', code };
};

/** Whether asking again may help and cannot duplicate: rate limits, SendGrid's own errors, a connection never made. */
export const isRetryable = (failure: SendGridFailure): boolean =>
  failure.kind === 'not_sent' || (failure.kind === 'answered' && (failure.status === 429 || failure.status >= 500));

/**
 * Turns a SendGrid failure into an error that says what to do about it. The original error is
 * deliberately not attached as `cause`: on network failures it is an axios error whose config holds
 * the request body, recipients included.
 */
export const toDeliveryError = (failure: SendGridFailure): MailDeliveryError => {
  if (failure.kind === 'not_sent') return new MailDeliveryError('upstream_unavailable', `SendGrid could not be reached (${failure.code})`);
  if (failure.kind === 'lost') {
    return new MailDeliveryError('outcome_unknown', `SendGrid's answer was lost (${failure.code}); the request may or may not have been accepted`);
  }
  const { status, body } = failure;
  if (status === 401 || status === 403) return new MailDeliveryError('rejected_api_key', 'SendGrid rejected the API key', status);
  if (status === 429) return new MailDeliveryError('upstream_unavailable', 'SendGrid rate limit reached, try again later', status);
  if (status >= 500) return new MailDeliveryError('upstream_unavailable', `SendGrid is unavailable (HTTP ${status}), try again later`, status);
  return new MailDeliveryError('rejected_message', `SendGrid rejected the message (HTTP ${status})${describeRejection(body)}`, status);
};

const headerValue = (headers: Record<string, unknown>, name: string): string | undefined => {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

/**
 * How long to wait before asking again: what a 429 says (Retry-After seconds, or X-RateLimit-Reset
 * as a Unix time), otherwise exponential from one second, capped.
 */
export const retryDelayMs = (failure: SendGridFailure, attempt: number, now: Date, capMs = 30_000): number => {
  const exponential = Math.min(capMs, 1000 * 2 ** (attempt - 1));
  if (failure.kind !== 'answered' || failure.status !== 429) return exponential;
  const retryAfter = Number(headerValue(failure.headers, 'retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return Math.min(capMs, retryAfter * 1000);
  const reset = Number(headerValue(failure.headers, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.min(capMs, Math.max(0, reset * 1000 - now.getTime()));
  return exponential;
};

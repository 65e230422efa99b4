import type { z } from 'zod';
import { GMAIL_READONLY_SCOPE } from '../../../contract/gmail.vocabulary.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { apiErrorSchema, type GmailMessage, messageListSchema, messageSchema, oauthErrorSchema, profileSchema, tokenAnswerSchema } from './google-answers.js';

export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';
export const GMAIL_API_URL = 'https://gmail.googleapis.com/gmail/v1/users/me';

/** Each call to Google gives up after this long: a check or a test never hangs on it. */
const REQUEST_TIMEOUT_MS = 15_000;

export type GoogleCredentials = { clientId: string; clientSecret: string };
export type GoogleTokens = { accessToken: string; expiresInSeconds: number; refreshToken: string | null; scope: string };
export type MessagePage = { ids: string[]; nextPageToken: string | null };

/**
 * A failure of Google (unreachable, refusing, or answering what the app cannot read): 502 for the
 * admin, with `code` the OAuth error (`invalid_grant` once a token was revoked). Its message is built
 * here from Google's error code and description, never from a token or a request.
 */
export class GoogleApiError extends DomainError {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super('upstream', message, code ? { reason: code } : undefined);
    this.name = 'GoogleApiError';
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const short = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}...` : text);

/** Google's error answer in words: the OAuth error and its description, or the API's status and message. */
const refusal = async (response: Response): Promise<GoogleApiError> => {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: the status says enough
  }
  const oauth = oauthErrorSchema.safeParse(body);
  if (oauth.success) {
    const { error, error_description: description } = oauth.data;
    return new GoogleApiError(short(`Google refused the request (${error}${description ? `: ${description}` : ''})`), response.status, error);
  }
  const api = apiErrorSchema.safeParse(body);
  const detail = api.success ? [api.data.error.status, api.data.error.message].filter(Boolean).join(': ') : '';
  return new GoogleApiError(short(`Google answered ${response.status}${detail ? ` (${detail})` : ''}`), response.status, api.success ? (api.data.error.status ?? null) : null);
};

/**
 * The one way to Google: OAuth 2.0 (authorization URL, code exchange, refresh, revocation on
 * accounts.google.com and oauth2.googleapis.com) and the Gmail REST API (gmail.googleapis.com), over
 * fetch. Without credentials it still reads Gmail with a given access token; the OAuth calls need them
 * (the Gmail settings refuse before, naming the variables). Tests answer for Google with msw.
 */
export class GoogleClient {
  constructor(private readonly credentials: GoogleCredentials | null) {}

  /** Google's consent page: read-only Gmail, offline (a refresh token, asked for again each time so one always comes back). */
  authorizationUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.required().clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: GMAIL_READONLY_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      state,
    });
    return `${GOOGLE_AUTHORIZE_URL}?${query}`;
  }

  exchangeCode(code: string, redirectUri: string, signal?: AbortSignal): Promise<GoogleTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }, signal);
  }

  refresh(refreshToken: string, signal?: AbortSignal): Promise<GoogleTokens> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, signal);
  }

  /** Revokes the grant behind a token (a refresh token revokes the whole authorization). */
  async revoke(token: string, signal?: AbortSignal): Promise<void> {
    const response = await this.send(GOOGLE_REVOKE_URL, { method: 'POST', body: new URLSearchParams({ token }) }, signal);
    if (!response.ok) throw await refusal(response);
  }

  async profile(accessToken: string, signal?: AbortSignal): Promise<{ emailAddress: string }> {
    return this.gmail(accessToken, '/profile', profileSchema, signal);
  }

  /** One page of the ids of the messages matching `query` in the label, newest first as Gmail lists them. */
  async listMessages(accessToken: string, { query, labelId, pageToken }: { query: string; labelId: string; pageToken?: string | null }, signal?: AbortSignal): Promise<MessagePage> {
    const search = new URLSearchParams({ q: query, labelIds: labelId, maxResults: '100' });
    if (pageToken) search.set('pageToken', pageToken);
    const page = await this.gmail(accessToken, `/messages?${search}`, messageListSchema, signal);
    return { ids: page.messages.map((message) => message.id), nextPageToken: page.nextPageToken ?? null };
  }

  getMessage(accessToken: string, id: string, signal?: AbortSignal): Promise<GmailMessage> {
    return this.gmail(accessToken, `/messages/${encodeURIComponent(id)}?format=full`, messageSchema, signal);
  }

  private required(): GoogleCredentials {
    if (!this.credentials) throw new GoogleApiError('The Google OAuth client is not configured', null, null);
    return this.credentials;
  }

  private async token(grant: Record<string, string>, signal?: AbortSignal): Promise<GoogleTokens> {
    const { clientId, clientSecret } = this.required();
    const body = new URLSearchParams({ ...grant, client_id: clientId, client_secret: clientSecret });
    const answer = await this.read(await this.send(GOOGLE_TOKEN_URL, { method: 'POST', body }, signal), tokenAnswerSchema);
    return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in, refreshToken: answer.refresh_token ?? null, scope: answer.scope };
  }

  private async gmail<Schema extends z.ZodType>(accessToken: string, path: string, schema: Schema, signal?: AbortSignal): Promise<z.output<Schema>> {
    return this.read(await this.send(`${GMAIL_API_URL}${path}`, { headers: { Authorization: `Bearer ${accessToken}` } }, signal), schema);
  }

  private async send(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      return await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new GoogleApiError(`Google could not be reached (${timeout.aborted ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s` : describe(error)})`, null, null);
    }
  }

  private async read<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
    if (!response.ok) throw await refusal(response);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GoogleApiError('Google answered something that is not JSON', response.status, null);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new GoogleApiError(`Google answered in a shape the app cannot read (${parsed.error.issues[0]?.path.join('.') || 'body'})`, response.status, null);
    return parsed.data;
  }
}

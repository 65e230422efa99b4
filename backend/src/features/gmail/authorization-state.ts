import { randomBytes } from 'node:crypto';
import { signToken, verifyToken } from '../../core/crypto/signed-token.js';

const PURPOSE = 'gmail-authorization';
/** Long enough to read Google's consent page, short enough that a leaked state soon means nothing. */
export const AUTHORIZATION_STATE_LIFETIME_MS = 10 * 60 * 1000;
/** The cookie that binds a state to the browser it was handed to; sent back with Google's redirect (SameSite=Lax). */
export const AUTHORIZATION_COOKIE = 'ai_navigator_gmail_authorization';

export type AuthorizationStart = { state: string; nonce: string };

/**
 * The OAuth `state` of a Gmail authorization: signed with the app secret, naming the admin who asked
 * and a random nonce, expiring after 10 minutes. The nonce also goes into a cookie of the admin's
 * browser, so a state copied elsewhere (or a code injected with one) is refused at the callback.
 */
export const startAuthorization = (secret: string, operator: string, now: Date): AuthorizationStart => {
  const nonce = randomBytes(18).toString('base64url');
  const state = signToken(secret, { purpose: PURPOSE, subject: `${nonce}:${operator}`, expiresAt: new Date(now.getTime() + AUTHORIZATION_STATE_LIFETIME_MS) });
  return { state, nonce };
};

/** The admin a genuine, unexpired state was issued to, when the browser's cookie holds its nonce; null otherwise. */
export const authorizedOperator = (secret: string, state: string | undefined, cookieNonce: string | undefined, now: Date): string | null => {
  if (!state || !cookieNonce) return null;
  const claims = verifyToken(secret, state, PURPOSE, now);
  const separator = claims?.subject.indexOf(':') ?? -1;
  if (!claims || separator < 1) return null;
  const nonce = claims.subject.slice(0, separator);
  return nonce === cookieNonce ? claims.subject.slice(separator + 1) : null;
};

/** A cookie's value from the request's Cookie header (no cookie parser runs for this one route). */
export const cookieValue = (header: string | undefined, name: string): string | undefined =>
  (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

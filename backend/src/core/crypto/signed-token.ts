import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a link token vouches for: who (subject), for what (purpose), until when (optional), and for
 * which epoch of the subject (optional: a verifier compares it with the subject's current epoch, so
 * rotating the epoch revokes every token issued before).
 */
export type TokenClaims = {
  purpose: string;
  subject: string;
  expiresAt?: Date;
  epoch?: number;
};

type EncodedClaims = { p: string; s: string; x?: number; e?: number };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAXIMUM_TOKEN_LENGTH = 2048;
const SIGNATURE_LENGTH = 32;

// The prefix keeps these MACs apart from any other HMAC made with the same secret.
const sign = (secret: string, encodedPayload: string): Buffer =>
  createHmac('sha256', secret).update(`signed-token/v1.${encodedPayload}`, 'utf8').digest();

/**
 * A compact URL-safe token `<payload>.<signature>` (both base64url, HMAC-SHA256) for links
 * sent by email: preferences, unsubscribe, data-deletion confirmation. The payload is
 * readable by anyone, so it must carry ids only, never personal data.
 */
export const signToken = (secret: string, claims: TokenClaims): string => {
  if (secret.length === 0) throw new Error('signToken needs a non-empty secret');
  if (claims.purpose.length === 0 || claims.subject.length === 0) {
    throw new Error('signToken needs a purpose and a subject');
  }
  const encoded: EncodedClaims = { p: claims.purpose, s: claims.subject };
  if (claims.expiresAt) {
    const expiresAtMilliseconds = claims.expiresAt.getTime();
    if (Number.isNaN(expiresAtMilliseconds)) throw new Error('signToken got an invalid expiry date');
    encoded.x = expiresAtMilliseconds;
  }
  if (claims.epoch !== undefined) {
    if (!Number.isSafeInteger(claims.epoch)) throw new Error('signToken got an invalid epoch');
    encoded.e = claims.epoch;
  }
  const encodedPayload = Buffer.from(JSON.stringify(encoded), 'utf8').toString('base64url');
  return `${encodedPayload}.${sign(secret, encodedPayload).toString('base64url')}`;
};

const decodeClaims = (encodedPayload: string): EncodedClaims | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { p, s, x, e } = parsed as Record<string, unknown>;
  if (typeof p !== 'string' || typeof s !== 'string') return null;
  if (x !== undefined && (typeof x !== 'number' || !Number.isFinite(x))) return null;
  if (e !== undefined && (typeof e !== 'number' || !Number.isSafeInteger(e))) return null;
  return { p, s, ...(x === undefined ? {} : { x }), ...(e === undefined ? {} : { e }) };
};

/** The claims of a genuine, unexpired token made for this purpose; null for anything else. */
export const verifyToken = (secret: string, token: string, purpose: string, now: Date): TokenClaims | null => {
  if (token.length > MAXIMUM_TOKEN_LENGTH || !TOKEN_PATTERN.test(token)) return null;
  const [encodedPayload = '', encodedSignature = ''] = token.split('.');
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== SIGNATURE_LENGTH) return null;
  if (!timingSafeEqual(signature, sign(secret, encodedPayload))) return null;

  const claims = decodeClaims(encodedPayload);
  if (!claims || claims.p !== purpose) return null;
  if (claims.x !== undefined && now.getTime() >= claims.x) return null;
  return {
    purpose: claims.p,
    subject: claims.s,
    ...(claims.x === undefined ? {} : { expiresAt: new Date(claims.x) }),
    ...(claims.e === undefined ? {} : { epoch: claims.e }),
  };
};

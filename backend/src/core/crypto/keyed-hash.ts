import { createHmac } from 'node:crypto';

/** The one form of an address used for comparisons: surrounding spaces dropped, lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * A keyed hash of the normalized address: lets us reserve "this email is subscribed"
 * without keeping the address in clear, and (unlike a plain hash) cannot be reversed by
 * hashing a list of known addresses without the secret.
 */
export const emailFingerprint = (secret: string, email: string): string => {
  if (secret.length === 0) {
    throw new Error('emailFingerprint needs a non-empty secret');
  }
  return createHmac('sha256', secret).update(normalizeEmail(email), 'utf8').digest('hex');
};

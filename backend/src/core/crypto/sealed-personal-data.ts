import { createHmac } from 'node:crypto';

/** Where sealed personal fields live inside stored event data. */
export const SEALED_PERSONAL_FIELD = '__personal';

/**
 * The stored envelope (all binary values base64). `keyId` tells a key that was destroyed
 * and later re-created for the same subject (old data must then read as erased) apart from
 * tampered data (which must fail loudly); it reveals nothing about the key.
 */
export type SealedPersonalData = {
  subject: string;
  keyId?: string;
  iv: string;
  tag: string;
  ciphertext: string;
};

export const deriveKeyId = (dataKey: Buffer): string =>
  createHmac('sha256', dataKey).update('personal-data-key-id').digest().subarray(0, 8).toString('base64url');

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

export const parseSealedPersonalData = (value: unknown): SealedPersonalData => {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`Stored event data has a malformed ${SEALED_PERSONAL_FIELD} envelope`);
  }
  const envelope = value as Record<string, unknown>;
  const { subject, keyId, iv, tag, ciphertext } = envelope;
  const valid =
    isNonEmptyString(subject) &&
    isNonEmptyString(iv) &&
    isNonEmptyString(tag) &&
    typeof ciphertext === 'string' &&
    (keyId === undefined || isNonEmptyString(keyId));
  if (!valid) {
    throw new Error(`Stored event data has a malformed ${SEALED_PERSONAL_FIELD} envelope`);
  }
  return keyId === undefined ? { subject, iv, tag, ciphertext } : { subject, keyId, iv, tag, ciphertext };
};

/** Reads the subject id an event names, or null when the event names nobody. */
export const readSubjectId = (data: Record<string, unknown>, subjectField: string): string | null => {
  const value = data[subjectField];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`Personal data subject field "${subjectField}" must be a string`);
};

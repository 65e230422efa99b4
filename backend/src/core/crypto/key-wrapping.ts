import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { DATA_KEY_LENGTH } from './key-store.port.js';

const FORMAT_VERSION = 1;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const WRAPPED_LENGTH = 1 + IV_LENGTH + TAG_LENGTH + DATA_KEY_LENGTH;

/** Derives the key-encryption key, so the master secret itself never encrypts anything directly. */
export const deriveKeyEncryptionKey = (masterSecret: string): Buffer => {
  if (masterSecret.length < 16) {
    throw new Error('Key store master secret must be at least 16 characters long');
  }
  const derived = hkdfSync('sha256', Buffer.from(masterSecret, 'utf8'), 'ai-navigator/key-store', 'data-key-wrapping/v1', 32);
  return Buffer.from(derived);
};

export const createDataKey = (): Buffer => randomBytes(DATA_KEY_LENGTH);

/**
 * Wraps a data key with AES-256-GCM; the subject id is authenticated with it, so a wrapped
 * key copied onto another subject's row is rejected. Layout: version | iv | tag | ciphertext.
 */
export const wrapDataKey = (keyEncryptionKey: Buffer, subjectId: string, dataKey: Buffer): Buffer => {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', keyEncryptionKey, iv);
  cipher.setAAD(Buffer.from(subjectId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([Buffer.from([FORMAT_VERSION]), iv, cipher.getAuthTag(), ciphertext]);
};

export const unwrapDataKey = (keyEncryptionKey: Buffer, subjectId: string, wrapped: Uint8Array): Buffer => {
  const bytes = Buffer.from(wrapped);
  if (bytes.length !== WRAPPED_LENGTH || bytes[0] !== FORMAT_VERSION) {
    throw new Error('Key store holds a data key in an unknown format');
  }
  const iv = bytes.subarray(1, 1 + IV_LENGTH);
  const tag = bytes.subarray(1 + IV_LENGTH, 1 + IV_LENGTH + TAG_LENGTH);
  const ciphertext = bytes.subarray(1 + IV_LENGTH + TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', keyEncryptionKey, iv);
  decipher.setAAD(Buffer.from(subjectId, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  } catch {
    // The subject id is left out of the message on purpose: errors end up in logs.
    throw new Error('Key store cannot unwrap a data key: wrong master secret or tampered key row');
  }
};

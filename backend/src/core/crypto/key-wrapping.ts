import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { randomBuffer } from './random-pool.js';
import { DATA_KEY_LENGTH } from './key-store.port.js';

const IV_LENGTH = 12;
const TAG_LENGTH = 16;
/** Version 1: version | iv | tag | ciphertext, under a key derived from the app secret. */
const SECRET_WRAPPED = 1;
/** Version 2: version | key-encryption key id | iv | tag | ciphertext, under a key of the ring. */
const RING_WRAPPED = 2;
export const KEY_ENCRYPTION_KEY_ID_BYTES = 16;
const V1_LENGTH = 1 + IV_LENGTH + TAG_LENGTH + DATA_KEY_LENGTH;
const V2_LENGTH = 1 + KEY_ENCRYPTION_KEY_ID_BYTES + IV_LENGTH + TAG_LENGTH + DATA_KEY_LENGTH;

/** A key-encryption key of the ring: `id` is 32 hex characters. */
export type KeyEncryptionKey = { id: string; key: Buffer };

/**
 * Derives a key from the master secret, so the secret itself never encrypts anything directly.
 * `purpose` separates the keys derived for different uses.
 */
export const deriveKeyEncryptionKey = (masterSecret: string, purpose = 'data-key-wrapping/v1'): Buffer => {
  if (masterSecret.length < 16) {
    throw new Error('Key store master secret must be at least 16 characters long');
  }
  return Buffer.from(hkdfSync('sha256', Buffer.from(masterSecret, 'utf8'), 'ai-navigator/key-store', purpose, 32));
};

export const createDataKey = (): Buffer => randomBuffer(DATA_KEY_LENGTH);

export const newKeyEncryptionKey = (): KeyEncryptionKey => ({
  id: randomBytes(KEY_ENCRYPTION_KEY_ID_BYTES).toString('hex'),
  key: randomBytes(32),
});

/** `aad` is authenticated, not encrypted: format 1 binds the label alone, format 2 the header too. */
const seal = (key: Buffer, header: Buffer, aad: Buffer, secret: Buffer): Buffer => {
  const iv = randomBuffer(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(secret), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
};

const open = (key: Buffer, aad: Buffer, body: Buffer): Buffer => {
  const iv = body.subarray(0, IV_LENGTH);
  const tag = body.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]);
  } catch {
    // The subject id is left out of the message on purpose: errors end up in logs.
    throw new Error('Key store cannot unwrap a data key: wrong master secret or tampered key row');
  }
};

/**
 * Wraps a 32-byte key with AES-256-GCM in format 1; `label` (the subject id) is authenticated with
 * it, so a wrapped key copied onto another subject's row is rejected. Used for the ring's own keys,
 * and it is how data keys were wrapped before the ring existed.
 */
export const wrapDataKey = (keyEncryptionKey: Buffer, label: string, dataKey: Buffer): Buffer =>
  seal(keyEncryptionKey, Buffer.from([SECRET_WRAPPED]), Buffer.from(label, 'utf8'), dataKey);

/** Wraps a data key under a key of the ring (format 2); its id travels in the clear, authenticated. */
export const wrapUnderRingKey = (keyEncryptionKey: KeyEncryptionKey, subjectId: string, dataKey: Buffer): Buffer => {
  const header = Buffer.concat([Buffer.from([RING_WRAPPED]), Buffer.from(keyEncryptionKey.id, 'hex')]);
  return seal(keyEncryptionKey.key, header, Buffer.concat([header, Buffer.from(subjectId, 'utf8')]), dataKey);
};

/** The id of the ring key a wrapped data key needs, or null for format 1 (the key derived from the secret). */
export const ringKeyIdOf = (wrapped: Uint8Array): string | null => {
  const bytes = Buffer.from(wrapped);
  if (bytes.length === V1_LENGTH && bytes[0] === SECRET_WRAPPED) return null;
  if (bytes.length === V2_LENGTH && bytes[0] === RING_WRAPPED) return bytes.subarray(1, 1 + KEY_ENCRYPTION_KEY_ID_BYTES).toString('hex');
  throw new Error('Key store holds a data key in an unknown format');
};

/** Unwraps format 1 or 2; `ringKey` is the key ringKeyIdOf named (unused for format 1). */
export const unwrapDataKey = (secretKey: Buffer, label: string, wrapped: Uint8Array, ringKey?: KeyEncryptionKey): Buffer => {
  const bytes = Buffer.from(wrapped);
  const ringKeyId = ringKeyIdOf(bytes);
  if (ringKeyId === null) return open(secretKey, Buffer.from(label, 'utf8'), bytes.subarray(1));
  if (ringKey?.id !== ringKeyId) throw new Error('Key store was given the wrong key-encryption key');
  const header = bytes.subarray(0, 1 + KEY_ENCRYPTION_KEY_ID_BYTES);
  return open(ringKey.key, Buffer.concat([header, Buffer.from(label, 'utf8')]), bytes.subarray(header.length));
};

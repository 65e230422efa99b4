import type { DataKeyWrapper, WrappedDataKey } from './key-rotation.js';
import type { KeyRotationReport } from './key-store.port.js';
import type { KeyEncryptionKey } from './key-wrapping.js';

/**
 * Which version of the operator's key-encryption keys wraps new data keys, recorded in the key store so
 * that every instance sharing the store follows the same one (see OperatorKeyRing).
 */
export type WrappingKeyRecord = { version: number; keyId: string };

/** What a key store lets its ring read and change: its rows, and the one record every instance shares. */
export interface KeyStoreRows {
  /** Up to `limit` rows whose subject id sorts after `after`, in that order, not wrapped under `ringKeyId`. */
  listNotUnder(ringKeyId: string, after: string, limit: number): Promise<{ subjectId: string; wrapped: Buffer }[]>;
  /** Replaces a row's wrapped key only if it still holds `expected`; false when it changed or is gone. */
  replace(subjectId: string, expected: Buffer, next: WrappedDataKey): Promise<boolean>;
  /** How many rows each key-encryption key wraps; `null` counts the rows wrapped under the app secret. */
  countByRingKey(): Promise<Map<string | null, number>>;
  readWrappingKey(): Promise<WrappingKeyRecord | null>;
  /** Records `next` unless a version at least as high is recorded; answers the record as it stands after. */
  promoteWrappingKey(next: WrappingKeyRecord): Promise<WrappingKeyRecord>;
}

/**
 * The key-encryption keys that wrap every data key, from one of two sources: the embedded file ring
 * (FileKeyRing, the default: the app creates and destroys its keys itself) or the operator's versioned
 * keys (OperatorKeyRing, KEY_ENCRYPTION_KEYS: the same on every machine).
 */
export interface KeyEncryptionKeyRing {
  /** Names the source in messages, e.g. "KEY_ENCRYPTION_KEYS"; never holds key material. */
  readonly description: string;
  /** The key new data keys are wrapped under, as of now (another instance may have rotated). */
  current(): Promise<KeyEncryptionKey>;
  /** The key with this id, or null when this ring does not (or no longer) hold it. */
  find(id: string): KeyEncryptionKey | null;
  /** One rotation, as KeyStore.rotateKeyEncryptionKey describes it for this source. */
  rotate(wrapper: DataKeyWrapper): Promise<KeyRotationReport>;
  close(): void;
}

/** How a key store opens its ring: the ring needs the store's rows, the store needs the ring. */
export type OpenKeyEncryptionKeyRing = (rows: KeyStoreRows) => KeyEncryptionKeyRing;

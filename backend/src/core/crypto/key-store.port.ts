/**
 * Holds one 32-byte data key per person (subject). Destroying a subject's key makes every
 * personal field sealed with it unreadable for good (crypto-shredding).
 */
export interface KeyStore {
  getKey(subjectId: string): Promise<Buffer | null>;
  /** Returns the existing key, or creates one; concurrent callers for one subject get the same key. */
  getOrCreateKey(subjectId: string): Promise<Buffer>;
  destroyKey(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

export const KEY_STORE = Symbol('KEY_STORE');

export const DATA_KEY_LENGTH = 32;

/**
 * Holds one 32-byte data key per person (subject). Destroying a subject's key makes every
 * personal field sealed with it unreadable for good (crypto-shredding).
 */
export interface KeyStore {
  getKey(subjectId: string): Promise<Buffer | null>;
  /** Returns the existing key, or creates one; concurrent callers for one subject get the same key. */
  getOrCreateKey(subjectId: string): Promise<Buffer>;
  destroyKey(subjectId: string): Promise<void>;
  /**
   * Wraps every data key under a new key-encryption key, then destroys the older key-encryption keys:
   * copies of wrapped keys made before (backups, a database's log or free pages) can no longer be
   * unwrapped, which is what makes an earlier destroyKey final there. Safe while the store is in use;
   * refused while another rotation runs. Meant to run on a schedule.
   */
  rotateKeyEncryptionKey(): Promise<KeyRotationReport>;
  close(): Promise<void>;
}

export type KeyRotationReport = {
  /** The key-encryption key every data key is now wrapped under. */
  keyEncryptionKeyId: string;
  /** Data keys moved to it by this rotation. */
  rewrapped: number;
  /** Data keys whose key-encryption key was already gone: nothing can read them, they are left as they are. */
  unreadable: number;
  /** Older key-encryption keys destroyed. */
  destroyedKeyEncryptionKeys: number;
};

export const KEY_STORE = Symbol('KEY_STORE');

export const DATA_KEY_LENGTH = 32;

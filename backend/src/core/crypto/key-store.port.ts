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
   * Wraps every data key under the newest key-encryption key, so that the older ones can be destroyed:
   * copies of wrapped keys made before (backups, a database's log or free pages) can then no longer be
   * unwrapped, which is what makes an earlier destroyKey final there. With the file ring the rotation
   * adds the new key and destroys the older ones itself; with the operator's keys (KEY_ENCRYPTION_KEYS)
   * the operator added the new version, and the report says which older versions they may now remove.
   * Safe while the store is in use. Meant to run on a schedule (file ring) or after adding a version.
   */
  rotateKeyEncryptionKey(): Promise<KeyRotationReport>;
  close(): Promise<void>;
}

type RotationCounts = {
  /** The key-encryption key every data key is now wrapped under. */
  keyEncryptionKeyId: string;
  /** Data keys moved to it by this rotation. */
  rewrapped: number;
  /** Data keys no key this instance holds can read: left as they are (see the CLI's warning). */
  unreadable: number;
  /** Key-encryption keys the app destroyed: the file ring's older keys, or its whole file ring once migrated to the operator's keys. */
  destroyedKeyEncryptionKeys: number;
};

export type KeyRotationReport =
  | (RotationCounts & { ring: 'file' })
  | (RotationCounts & {
      ring: 'operator';
      /** The version of KEY_ENCRYPTION_KEYS that now wraps every data key. */
      version: number;
      /** Older listed versions no data key is wrapped under: the operator may remove them. */
      unusedVersions: number[];
      /** Older listed versions that still wrap data keys (written meanwhile by an instance without the new version). */
      versionsInUse: { version: number; dataKeys: number }[];
    });

export const KEY_STORE = Symbol('KEY_STORE');

export const DATA_KEY_LENGTH = 32;

import type { EventType } from '../events/event-type.js';

/**
 * Encrypts the personal fields of an event's data with the key of the person it names
 * (creating the key on first use) and decrypts them back. Stored shape:
 * personal fields are removed from data and kept, encrypted, under `data.__personal`.
 * When the person's key has been destroyed, decrypt gives those fields as null.
 */
export interface PersonalDataCipher {
  seal(definition: EventType, data: Record<string, unknown>): Promise<Record<string, unknown>>;
  open(definition: EventType, stored: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Destroys the person's key: every sealed field of that person becomes unreadable for good. */
  forget(subjectId: string): Promise<void>;
  hasKey(subjectId: string): Promise<boolean>;
}

export const PERSONAL_DATA_CIPHER = Symbol('PERSONAL_DATA_CIPHER');

import { createCipheriv, createDecipheriv } from 'node:crypto';
import type { EventType } from '../events/event-type.js';
import type { PersonalDataCipher } from './personal-data-cipher.port.js';
import type { KeyStore } from './key-store.port.js';
import { LeastRecentlyUsedCache } from './key-cache.js';
import { randomBuffer } from './random-pool.js';
import {
  SEALED_PERSONAL_FIELD,
  deriveKeyId,
  parseSealedPersonalData,
  readSubjectId,
  type SealedPersonalData,
} from './sealed-personal-data.js';

type CachedKey = { key: Buffer; keyId: string };

export type AesGcmPersonalDataCipherOptions = {
  /** How many subjects' keys stay in memory; replays of many events then rarely touch the key store. */
  cacheSize?: number;
};

const IV_LENGTH = 12;
/** Sealed plaintexts kept for the projections' read a moment later (each is dropped once read). */
const RECENTLY_SEALED_LIMIT = 8192;

type RecentlySealed = { eventType: string; subject: string; keyId: string; ciphertext: string; plaintext: string };

/**
 * Seals the personal fields of event data with AES-256-GCM under the subject's own key,
 * the event type bound as additional authenticated data (a ciphertext cannot be moved to
 * another event type). Once the key is destroyed, opening gives those fields as null.
 */
export class AesGcmPersonalDataCipher implements PersonalDataCipher {
  private readonly cache: LeastRecentlyUsedCache<string, CachedKey>;
  private readonly pendingKeys = new Map<string, Promise<CachedKey>>();
  /**
   * Counts forget() calls begun and ended. A key load that started before a forget may answer after
   * it with the key being destroyed: its answer is used by its caller but never cached. Forgets are
   * rare, so discarding every load that overlaps any forget costs nothing worth a per-subject count.
   */
  private forgetEpoch = 0;
  /**
   * What this process sealed lately, by IV and tag: the projections read every event back right after it
   * is appended, and opening what was just sealed needs no decryption. Only an exact match (the same
   * event type, subject, key id, IV, tag and ciphertext) under a key still in the cache counts;
   * forget() empties it.
   */
  private readonly recentlySealed = new Map<string, RecentlySealed>();

  constructor(
    private readonly keyStore: KeyStore,
    options: AesGcmPersonalDataCipherOptions = {},
  ) {
    this.cache = new LeastRecentlyUsedCache(options.cacheSize ?? 10_000);
  }

  async seal(definition: EventType, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const personalData = definition.personalData;
    if (!personalData) return data;
    if (SEALED_PERSONAL_FIELD in data) {
      throw new Error(`Event data of ${definition.type} is already sealed`);
    }
    const subject = readSubjectId(data, personalData.subjectField);
    const presentFields = personalData.fields.filter((name) => Object.hasOwn(data, name) && data[name] !== undefined);
    if (subject === null || presentFields.length === 0) return data;

    const remaining: Record<string, unknown> = {};
    const removed: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(data)) {
      if (presentFields.includes(name)) removed[name] = value;
      else remaining[name] = value;
    }

    const { key, keyId } = await this.keyFor(subject);
    const iv = randomBuffer(IV_LENGTH);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(definition.type, 'utf8'));
    const plaintext = JSON.stringify(removed);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const sealed: SealedPersonalData = {
      subject,
      keyId,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ciphertext: ciphertext.toString('base64'),
    };
    this.rememberSealed(definition.type, sealed, keyId, plaintext);
    return { ...remaining, [SEALED_PERSONAL_FIELD]: sealed };
  }

  async open(definition: EventType, stored: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!(SEALED_PERSONAL_FIELD in stored)) return stored;
    const sealed = parseSealedPersonalData(stored[SEALED_PERSONAL_FIELD]);
    const remaining: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(stored)) {
      if (name !== SEALED_PERSONAL_FIELD) remaining[name] = value;
    }

    const known = this.takeRecentlySealed(definition.type, sealed);
    if (known) return { ...remaining, ...known };
    const cached = await this.existingKeyFor(sealed.subject);
    // A different key id means the key was destroyed and re-created since: the data is erased.
    if (!cached || (sealed.keyId !== undefined && sealed.keyId !== cached.keyId)) {
      const erased: Record<string, unknown> = {};
      for (const name of definition.personalData?.fields ?? []) erased[name] = null;
      return { ...remaining, ...erased };
    }
    return { ...remaining, ...decrypt(definition.type, cached.key, sealed) };
  }

  async forget(subjectId: string): Promise<void> {
    this.forgetEpoch += 1;
    this.cache.delete(subjectId);
    this.pendingKeys.delete(subjectId);
    this.recentlySealed.clear();
    try {
      await this.keyStore.destroyKey(subjectId);
    } finally {
      // A load that started after the first increment may have cached the key before it was destroyed.
      this.cache.delete(subjectId);
      this.forgetEpoch += 1;
    }
  }

  async hasKey(subjectId: string): Promise<boolean> {
    // Asks the store, not the cache: another instance may have destroyed the key.
    return (await this.keyStore.getKey(subjectId)) !== null;
  }

  private async keyFor(subject: string): Promise<CachedKey> {
    const cached = this.cache.get(subject);
    if (cached) return cached;
    const pending = this.pendingKeys.get(subject);
    if (pending) return pending;
    const epoch = this.forgetEpoch;
    const loading = this.keyStore
      .getOrCreateKey(subject)
      .then((key) => this.remember(subject, key, epoch))
      .finally(() => {
        if (this.pendingKeys.get(subject) === loading) this.pendingKeys.delete(subject);
      });
    this.pendingKeys.set(subject, loading);
    return loading;
  }

  private async existingKeyFor(subject: string): Promise<CachedKey | null> {
    const cached = this.cache.get(subject);
    if (cached) return cached;
    // Absence is not cached: another instance may create the key at any time.
    const epoch = this.forgetEpoch;
    const key = await this.keyStore.getKey(subject);
    return key ? this.remember(subject, key, epoch) : null;
  }

  private rememberSealed(eventType: string, sealed: SealedPersonalData, keyId: string, plaintext: string): void {
    const { subject, iv, tag, ciphertext } = sealed;
    this.recentlySealed.set(iv + tag, { eventType, subject, keyId, ciphertext, plaintext });
    if (this.recentlySealed.size > RECENTLY_SEALED_LIMIT) {
      const oldest = this.recentlySealed.keys().next();
      if (!oldest.done) this.recentlySealed.delete(oldest.value);
    }
  }

  /** The fields of an envelope this process sealed, once, while its key is still the cached one; null otherwise. */
  private takeRecentlySealed(eventType: string, sealed: SealedPersonalData): Record<string, unknown> | null {
    const entry = this.recentlySealed.get(sealed.iv + sealed.tag);
    if (!entry) return null;
    this.recentlySealed.delete(sealed.iv + sealed.tag);
    const key = this.cache.get(sealed.subject);
    const exact = entry.eventType === eventType && entry.subject === sealed.subject && entry.keyId === sealed.keyId && entry.ciphertext === sealed.ciphertext;
    return exact && key?.keyId === entry.keyId ? (JSON.parse(entry.plaintext) as Record<string, unknown>) : null;
  }

  /** Caches a loaded key unless a forget() began or ended since the load started (`epoch`). */
  private remember(subject: string, key: Buffer, epoch: number): CachedKey {
    const entry = { key, keyId: deriveKeyId(key) };
    if (epoch === this.forgetEpoch) this.cache.set(subject, entry);
    return entry;
  }
}

const decrypt = (eventType: string, key: Buffer, sealed: SealedPersonalData): Record<string, unknown> => {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(eventType, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  let plaintext: string;
  try {
    plaintext = Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, 'base64')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`Personal data of a ${eventType} event failed authentication (tampered, or sealed under another event type)`);
  }
  const fields: unknown = JSON.parse(plaintext);
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    throw new Error(`Personal data of a ${eventType} event is not an object`);
  }
  return fields as Record<string, unknown>;
};

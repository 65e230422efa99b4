import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { defineEvent } from '../events/event-type.js';
import { AesGcmPersonalDataCipher } from './aes-gcm-personal-data-cipher.js';
import { fileKeyRing } from './file-key-ring.js';
import type { KeyStore } from './key-store.port.js';
import { SqliteKeyStore } from './sqlite-key-store.js';

const subscribed = defineEvent({
  type: 'SubscriberSubscribed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string(), email: z.string().nullable(), name: z.string().nullable().optional(), source: z.string() }),
  personalData: { subjectField: 'subscriberId', fields: ['email', 'name'] },
});
const renamed = defineEvent({
  type: 'SubscriberRenamed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string(), name: z.string().nullable() }),
  personalData: { subjectField: 'subscriberId', fields: ['name'] },
});
const viewed = defineEvent({ type: 'BlogPostViewed', schemaVersion: 1, schema: z.object({ slug: z.string() }) });

/** Counts calls into the real SQLite store, to show what the cache saves. */
class CountingKeyStore implements KeyStore {
  lookups = 0;
  creations = 0;
  constructor(private readonly inner: KeyStore) {}
  getKey(subjectId: string) {
    this.lookups += 1;
    return this.inner.getKey(subjectId);
  }
  getOrCreateKey(subjectId: string) {
    this.creations += 1;
    return this.inner.getOrCreateKey(subjectId);
  }
  destroyKey(subjectId: string) {
    return this.inner.destroyKey(subjectId);
  }
  rotateKeyEncryptionKey() {
    return this.inner.rotateKeyEncryptionKey();
  }
  close() {
    return this.inner.close();
  }
}

const directory = mkdtempSync(join(tmpdir(), 'personal-data-cipher-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('AesGcmPersonalDataCipher', () => {
  let keyStore: CountingKeyStore;
  let cipher: AesGcmPersonalDataCipher;
  let fileNumber = 0;

  beforeEach(() => {
    fileNumber += 1;
    keyStore = new CountingKeyStore(new SqliteKeyStore(
        join(directory, `keys-${fileNumber}.sqlite`),
        'cipher-test-secret-0123456789',
        fileKeyRing(join(directory, `ring-${fileNumber}.sqlite`), 'cipher-test-secret-0123456789'),
      ));
    cipher = new AesGcmPersonalDataCipher(keyStore);
  });
  afterEach(() => keyStore.close());

  const data = { subscriberId: 'subscriber-1', email: 'ada@example.com', name: 'Ada Lovelace', source: 'footer' };

  it('removes the personal fields from stored data and keeps them only in ciphertext', async () => {
    const stored = await cipher.seal(subscribed, data);
    expect(stored['email']).toBeUndefined();
    expect(stored['name']).toBeUndefined();
    expect(stored).toMatchObject({ subscriberId: 'subscriber-1', source: 'footer' });
    const envelope = stored['__personal'] as Record<string, string>;
    expect(envelope['subject']).toBe('subscriber-1');
    expect(Buffer.from(envelope['iv']!, 'base64')).toHaveLength(12);
    expect(Buffer.from(envelope['tag']!, 'base64')).toHaveLength(16);
    expect(JSON.stringify(stored)).not.toContain('ada@example.com');
    expect(JSON.stringify(stored)).not.toContain('Lovelace');
  });

  it('restores the sealed fields on open', async () => {
    const stored = await cipher.seal(subscribed, data);
    const roundTrip = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
    expect(await cipher.open(subscribed, roundTrip)).toEqual(data);
  });

  it('seals only the personal fields that are present', async () => {
    const withoutName = { subscriberId: 'subscriber-2', email: 'bob@example.com', source: 'popup' };
    const opened = await cipher.open(subscribed, await cipher.seal(subscribed, withoutName));
    expect(opened).toEqual(withoutName);
    expect(Object.hasOwn(opened, 'name')).toBe(false);
  });

  it('uses a fresh iv for every seal', async () => {
    const first = (await cipher.seal(subscribed, data))['__personal'] as Record<string, string>;
    const second = (await cipher.seal(subscribed, data))['__personal'] as Record<string, string>;
    expect(first['iv']).not.toBe(second['iv']);
    expect(first['ciphertext']).not.toBe(second['ciphertext']);
  });

  it('passes events without personal data through unchanged', async () => {
    const plain = { slug: 'hello' };
    expect(await cipher.seal(viewed, plain)).toBe(plain);
    expect(await cipher.open(viewed, plain)).toBe(plain);
    expect(keyStore.creations).toBe(0);
  });

  it('passes data through when the subject field is absent', async () => {
    const anonymous = { email: 'nobody@example.com', source: 'footer' };
    expect(await cipher.seal(subscribed, anonymous)).toEqual(anonymous);
    expect(keyStore.creations).toBe(0);
  });

  it('gives the personal fields back as null once the subject is forgotten', async () => {
    const stored = await cipher.seal(subscribed, data);
    const other = await cipher.seal(subscribed, { ...data, subscriberId: 'subscriber-9', email: 'eve@example.com' });
    await cipher.forget('subscriber-1');
    expect(await cipher.hasKey('subscriber-1')).toBe(false);
    const opened = await cipher.open(subscribed, stored);
    expect(opened).toEqual({ subscriberId: 'subscriber-1', source: 'footer', email: null, name: null });
    expect(Object.hasOwn(opened, '__erased')).toBe(false);
    expect((await cipher.open(subscribed, other))['email']).toBe('eve@example.com');
  });

  it('keeps old data erased when a forgotten subject gets a new key', async () => {
    const stored = await cipher.seal(subscribed, data);
    await cipher.forget('subscriber-1');
    const newer = await cipher.seal(subscribed, { ...data, email: 'ada.new@example.com' });
    expect((await cipher.open(subscribed, stored))['email']).toBeNull();
    expect((await cipher.open(subscribed, newer))['email']).toBe('ada.new@example.com');
  });

  it('reports whether a subject has a key', async () => {
    expect(await cipher.hasKey('subscriber-1')).toBe(false);
    await cipher.seal(subscribed, data);
    expect(await cipher.hasKey('subscriber-1')).toBe(true);
  });

  it('rejects a ciphertext moved to another event type', async () => {
    const stored = await cipher.seal(renamed, { subscriberId: 'subscriber-1', name: 'Ada' });
    await expect(cipher.open(subscribed, stored)).rejects.toThrow('failed authentication');
  });

  it('rejects tampered ciphertext', async () => {
    const stored = await cipher.seal(subscribed, data);
    const envelope = stored['__personal'] as Record<string, string>;
    const bytes = Buffer.from(envelope['ciphertext']!, 'base64');
    bytes[0] = bytes[0]! ^ 0xff;
    const tampered = { ...stored, __personal: { ...envelope, ciphertext: bytes.toString('base64') } };
    await expect(cipher.open(subscribed, tampered)).rejects.toThrow('failed authentication');
  });

  it('opens what it has just sealed to the same fields, each open a copy of its own, and decryption agrees the next time', async () => {
    const stored = await cipher.seal(subscribed, data);
    const first = await cipher.open(subscribed, stored);
    first['email'] = 'changed@example.com';
    expect(await cipher.open(subscribed, stored)).toEqual(data);
    expect(data.email).toBe('ada@example.com');
  });

  it('never gives the plaintext of a just-sealed envelope put under another subject', async () => {
    const stored = await cipher.seal(subscribed, data);
    await cipher.seal(subscribed, { ...data, subscriberId: 'subscriber-9', email: 'eve@example.com' });
    const envelope = stored['__personal'] as Record<string, string>;
    const moved = { ...stored, subscriberId: 'subscriber-9', __personal: { ...envelope, subject: 'subscriber-9' } };
    const opened = await cipher.open(subscribed, moved).catch(() => null);
    expect(opened?.['email'] ?? null).not.toBe('ada@example.com');
  });

  it('rejects a malformed envelope', async () => {
    await expect(cipher.open(subscribed, { subscriberId: 'x', __personal: { subject: 'x' } })).rejects.toThrow('malformed');
  });

  it('refuses to seal data that is already sealed', async () => {
    const stored = await cipher.seal(subscribed, data);
    await expect(cipher.seal(subscribed, { ...stored, email: 'again@example.com' })).rejects.toThrow('already sealed');
  });

  it('reads each key from the store once while replaying many events', async () => {
    const subjects = Array.from({ length: 50 }, (_, index) => `subscriber-${index}`);
    const stored = await Promise.all(
      Array.from({ length: 2000 }, (_, index) =>
        cipher.seal(subscribed, { subscriberId: subjects[index % 50]!, email: `person${index}@example.com`, source: 'bulk' }),
      ),
    );
    expect(keyStore.creations).toBe(50);

    const replayer = new AesGcmPersonalDataCipher(keyStore);
    const lookupsBefore = keyStore.lookups;
    const opened = [];
    for (const event of stored) opened.push(await replayer.open(subscribed, event));
    expect(keyStore.lookups - lookupsBefore).toBe(50);
    expect(opened[1999]!['email']).toBe('person1999@example.com');
  });

  it('evicts least recently used keys beyond the cache size', async () => {
    const small = new AesGcmPersonalDataCipher(keyStore, { cacheSize: 1 });
    const first = await small.seal(subscribed, { ...data, subscriberId: 'first' });
    const second = await small.seal(subscribed, { ...data, subscriberId: 'second' });
    const lookupsBefore = keyStore.lookups;
    await small.open(subscribed, second);
    await small.open(subscribed, first);
    await small.open(subscribed, second);
    expect(keyStore.lookups - lookupsBefore).toBe(2);
  });
});

import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineEvent } from '../events/event-type.js';
import { AesGcmPersonalDataCipher } from './aes-gcm-personal-data-cipher.js';
import type { KeyRotationReport, KeyStore } from './key-store.port.js';

const subscribed = defineEvent({
  type: 'SubscriberSubscribed',
  schemaVersion: 1,
  schema: z.object({ subscriberId: z.string(), email: z.string().nullable() }),
  personalData: { subjectField: 'subscriberId', fields: ['email'] },
});
const data = { subscriberId: 'subscriber-1', email: 'ada@example.com' };

/**
 * A key store whose answers can be held back, like a MongoDB reply still in flight: a held read is
 * served at call time (from the keys as they are then) but reaches the caller only on release().
 */
class ControllableKeyStore implements KeyStore {
  readonly keys = new Map<string, Buffer>();
  private holding = false;
  private readonly held: (() => void)[] = [];
  reads = 0;

  holdAnswers(): void {
    this.holding = true;
  }

  releaseAnswers(): void {
    this.holding = false;
    this.held.splice(0).forEach((release) => release());
  }

  get heldCount(): number {
    return this.held.length;
  }

  async getKey(subjectId: string): Promise<Buffer | null> {
    this.reads += 1;
    return this.answer(this.keys.get(subjectId) ?? null);
  }

  async getOrCreateKey(subjectId: string): Promise<Buffer> {
    const key = this.keys.get(subjectId) ?? randomBytes(32);
    this.keys.set(subjectId, key);
    return this.answer(key);
  }

  async destroyKey(subjectId: string): Promise<void> {
    this.keys.delete(subjectId);
  }

  async rotateKeyEncryptionKey(): Promise<KeyRotationReport> {
    throw new Error('ControllableKeyStore has no key-encryption keys to rotate');
  }

  async close(): Promise<void> {}

  private answer<Value>(value: Value): Promise<Value> {
    if (!this.holding) return Promise.resolve(value);
    return new Promise((resolve) => this.held.push(() => resolve(value)));
  }
}

describe('AesGcmPersonalDataCipher when a key load and forget() overlap', () => {
  it('does not cache a key read before forget() that answers after it', async () => {
    const keyStore = new ControllableKeyStore();
    const stored = await new AesGcmPersonalDataCipher(keyStore).seal(subscribed, data);
    const cipher = new AesGcmPersonalDataCipher(keyStore);

    keyStore.holdAnswers();
    const openedBefore = cipher.open(subscribed, stored);
    expect(keyStore.heldCount).toBe(1);
    await cipher.forget('subscriber-1');
    keyStore.releaseAnswers();
    await openedBefore;

    const readsBefore = keyStore.reads;
    expect(await cipher.open(subscribed, stored)).toEqual({ subscriberId: 'subscriber-1', email: null });
    expect(keyStore.reads).toBe(readsBefore + 1);
  });

  it('does not cache a key that a seal was creating while the subject was forgotten', async () => {
    const keyStore = new ControllableKeyStore();
    const cipher = new AesGcmPersonalDataCipher(keyStore);

    keyStore.holdAnswers();
    const sealing = cipher.seal(subscribed, data);
    expect(keyStore.heldCount).toBe(1);
    await cipher.forget('subscriber-1');
    keyStore.releaseAnswers();
    const stored = await sealing;

    expect(await cipher.open(subscribed, stored)).toEqual({ subscriberId: 'subscriber-1', email: null });
  });

  it('still caches loads that no forget() overlapped', async () => {
    const keyStore = new ControllableKeyStore();
    const stored = await new AesGcmPersonalDataCipher(keyStore).seal(subscribed, data);
    const cipher = new AesGcmPersonalDataCipher(keyStore);
    await cipher.forget('someone-else');

    await cipher.open(subscribed, stored);
    const readsBefore = keyStore.reads;
    expect(await cipher.open(subscribed, stored)).toEqual(data);
    expect(keyStore.reads).toBe(readsBefore);
  });
});

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { KeyStore } from './key-store.port.js';

/** One behaviour suite that every KeyStore adapter must pass. */
export const describeKeyStoreContract = (adapterName: string, createStore: (masterSecret: string) => Promise<KeyStore>) => {
  describe(`${adapterName} (KeyStore contract)`, () => {
    const masterSecret = 'contract-master-secret-0123456789';
    let store: KeyStore;

    beforeEach(async () => {
      store = await createStore(masterSecret);
    });

    afterEach(async () => {
      await store.close();
    });

    it('returns null for a subject that has no key', async () => {
      expect(await store.getKey(`subject-${randomUUID()}`)).toBeNull();
    });

    it('creates a 32-byte key once and returns the same key afterwards', async () => {
      const subjectId = `subject-${randomUUID()}`;
      const created = await store.getOrCreateKey(subjectId);
      expect(created).toHaveLength(32);
      expect((await store.getOrCreateKey(subjectId)).equals(created)).toBe(true);
      expect((await store.getKey(subjectId))?.equals(created)).toBe(true);
    });

    it('gives different subjects different keys', async () => {
      const first = await store.getOrCreateKey(`subject-${randomUUID()}`);
      const second = await store.getOrCreateKey(`subject-${randomUUID()}`);
      expect(first.equals(second)).toBe(false);
    });

    it('hands every concurrent caller the same key for a new subject', async () => {
      const subjectId = `subject-${randomUUID()}`;
      const keys = await Promise.all(Array.from({ length: 8 }, () => store.getOrCreateKey(subjectId)));
      for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
    });

    it('forgets a destroyed key for good and creates a fresh one if asked again', async () => {
      const subjectId = `subject-${randomUUID()}`;
      const original = await store.getOrCreateKey(subjectId);
      await store.destroyKey(subjectId);
      expect(await store.getKey(subjectId)).toBeNull();
      const replacement = await store.getOrCreateKey(subjectId);
      expect(replacement.equals(original)).toBe(false);
    });

    it('treats destroying an unknown subject as done', async () => {
      await expect(store.destroyKey(`subject-${randomUUID()}`)).resolves.toBeUndefined();
    });

    it('keeps keys across reopening with the same master secret', async () => {
      const subjectId = `subject-${randomUUID()}`;
      const original = await store.getOrCreateKey(subjectId);
      await store.close();
      store = await createStore(masterSecret);
      expect((await store.getKey(subjectId))?.equals(original)).toBe(true);
    });

    it('refuses to unwrap keys under a different master secret', async () => {
      const subjectId = `subject-${randomUUID()}`;
      await store.getOrCreateKey(subjectId);
      await store.close();
      store = await createStore('another-master-secret-9876543210');
      await expect(store.getKey(subjectId)).rejects.toThrow('wrong master secret');
    });
  });
};

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { OpenKeyEncryptionKeyRing } from './key-encryption-key-ring.port.js';
import type { RingUnderTest } from './key-ring-under-test.js';
import type { KeyRotationReport, KeyStore } from './key-store.port.js';

/**
 * What a contract run needs from an adapter's spec: the store, and raw access to one stored row, the
 * way a backup, a database log or a free page would still hold it after the row changed or went.
 */
export type KeyStoreUnderTest<RowCopy> = {
  create(masterSecret: string, openRing: OpenKeyEncryptionKeyRing): Promise<KeyStore>;
  copyRow(subjectId: string): Promise<RowCopy | null>;
  /** Puts a copied row back, as restoring a backup would. */
  restoreRow(subjectId: string, copy: RowCopy): Promise<void>;
};

/**
 * One behaviour suite that every KeyStore adapter must pass, with each source of key-encryption keys.
 * Give each run its own store (file, database): the operator's keys take a store over for good.
 */
export const describeKeyStoreContract = <RowCopy>(adapterName: string, adapter: KeyStoreUnderTest<RowCopy>, ring: RingUnderTest) => {
  describe(`${adapterName} with the ${ring.name} (KeyStore contract)`, () => {
    const masterSecret = 'contract-master-secret-0123456789';
    const newSubject = () => `subject-${randomUUID()}`;
    const open = (secret = masterSecret) => adapter.create(secret, ring.open(secret));
    let store: KeyStore;

    const reopen = async () => {
      await store.close();
      store = await open();
    };

    /** `rotate-keys` with what the operator does around it, the instance restarting after each change. */
    const rotate = async (): Promise<KeyRotationReport> => {
      ring.beforeRotation();
      await reopen();
      const report = await store.rotateKeyEncryptionKey();
      ring.afterRotation(report);
      await reopen();
      return report;
    };

    beforeEach(async () => {
      store = await open();
    });

    afterEach(async () => {
      await store.close();
    });

    it('returns null for a subject that has no key', async () => {
      expect(await store.getKey(newSubject())).toBeNull();
    });

    it('creates a 32-byte key once and returns the same key afterwards', async () => {
      const subjectId = newSubject();
      const created = await store.getOrCreateKey(subjectId);
      expect(created).toHaveLength(32);
      expect((await store.getOrCreateKey(subjectId)).equals(created)).toBe(true);
      expect((await store.getKey(subjectId))?.equals(created)).toBe(true);
    });

    it('gives different subjects different keys', async () => {
      const first = await store.getOrCreateKey(newSubject());
      const second = await store.getOrCreateKey(newSubject());
      expect(first.equals(second)).toBe(false);
    });

    it('hands every concurrent caller the same key for a new subject', async () => {
      const subjectId = newSubject();
      const keys = await Promise.all(Array.from({ length: 8 }, () => store.getOrCreateKey(subjectId)));
      for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
    });

    it('forgets a destroyed key for good and creates a fresh one if asked again', async () => {
      const subjectId = newSubject();
      const original = await store.getOrCreateKey(subjectId);
      await store.destroyKey(subjectId);
      expect(await store.getKey(subjectId)).toBeNull();
      const replacement = await store.getOrCreateKey(subjectId);
      expect(replacement.equals(original)).toBe(false);
    });

    it('treats destroying an unknown subject as done', async () => {
      await expect(store.destroyKey(newSubject())).resolves.toBeUndefined();
    });

    it('keeps keys across reopening with the same master secret', async () => {
      const subjectId = newSubject();
      const original = await store.getOrCreateKey(subjectId);
      await reopen();
      expect((await store.getKey(subjectId))?.equals(original)).toBe(true);
    });

    it('refuses to unwrap keys under a different master secret', async () => {
      const subjectId = newSubject();
      await store.getOrCreateKey(subjectId);
      await store.close();
      store = await open('another-master-secret-9876543210');
      await expect(store.getKey(subjectId)).rejects.toThrow('wrong master secret');
    });

    it('keeps every key readable, and the same, across key-encryption key rotations', async () => {
      const subjects = Array.from({ length: 5 }, newSubject);
      const keys = await Promise.all(subjects.map((subjectId) => store.getOrCreateKey(subjectId)));

      const first = await rotate();
      const second = await rotate();

      expect(first.rewrapped).toBeGreaterThanOrEqual(subjects.length);
      expect(ring.retiredBy(first)).toBeGreaterThanOrEqual(1);
      expect(second.keyEncryptionKeyId).not.toBe(first.keyEncryptionKeyId);
      expect(ring.retiredBy(second)).toBe(1);
      expect(second.unreadable).toBe(0);
      for (const [index, subjectId] of subjects.entries()) {
        expect((await store.getKey(subjectId))?.equals(keys[index]!)).toBe(true);
        expect((await store.getOrCreateKey(subjectId)).equals(keys[index]!)).toBe(true);
      }
      const later = newSubject();
      const created = await store.getOrCreateKey(later);
      await reopen();
      expect((await store.getKey(later))?.equals(created)).toBe(true);
      expect((await store.getKey(subjects[0]!))?.equals(keys[0]!)).toBe(true);
    });

    it('makes a copy of a destroyed key taken before a rotation unreadable after it', async () => {
      const subjectId = newSubject();
      const original = await store.getOrCreateKey(subjectId);
      const copy = await adapter.copyRow(subjectId);
      expect(copy).not.toBeNull();
      await store.destroyKey(subjectId);

      // Without a rotation, a surviving copy (a backup, an oplog entry) still unwraps: destroy alone is not final there.
      await adapter.restoreRow(subjectId, copy!);
      expect((await store.getKey(subjectId))?.equals(original)).toBe(true);
      await store.destroyKey(subjectId);

      await rotate();
      await adapter.restoreRow(subjectId, copy!);
      await expect(store.getKey(subjectId)).rejects.toThrow('key-encryption key');
      // Leave no unreadable row behind for the other tests' rotations.
      await store.destroyKey(subjectId);
    });

    it('keeps the keys created while a rotation runs', async () => {
      await store.getOrCreateKey(newSubject());
      const subjects = Array.from({ length: 20 }, newSubject);
      ring.beforeRotation();
      await reopen();
      const [report, ...keys] = await Promise.all([store.rotateKeyEncryptionKey(), ...subjects.map((subjectId) => store.getOrCreateKey(subjectId))]);
      ring.afterRotation(report as KeyRotationReport);
      await reopen();

      expect(report).toMatchObject({ unreadable: 0 });
      for (const [index, subjectId] of subjects.entries()) {
        expect((await store.getKey(subjectId))?.equals(keys[index] as Buffer)).toBe(true);
      }
    });

    if (ring.exclusiveRotations) {
      it('refuses a rotation while another one runs', async () => {
        const outcomes = await Promise.allSettled([store.rotateKeyEncryptionKey(), store.rotateKeyEncryptionKey()]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const [refused] = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
        expect(String(refused)).toContain('Another key rotation is running');
        // The claim is released: the next rotation runs.
        await expect(store.rotateKeyEncryptionKey()).resolves.toMatchObject({ unreadable: 0 });
      });
    } else {
      it('lets rotations run side by side, both leaving every key under the newest version', async () => {
        const subjects = Array.from({ length: 5 }, newSubject);
        const keys = await Promise.all(subjects.map((subjectId) => store.getOrCreateKey(subjectId)));
        ring.beforeRotation();
        await reopen();

        const reports = await Promise.all([store.rotateKeyEncryptionKey(), store.rotateKeyEncryptionKey()]);

        expect(reports[1].keyEncryptionKeyId).toBe(reports[0].keyEncryptionKeyId);
        ring.afterRotation(reports[0]);
        ring.afterRotation(reports[1]);
        await reopen();
        for (const [index, subjectId] of subjects.entries()) expect((await store.getKey(subjectId))?.equals(keys[index]!)).toBe(true);
      });
    }
  });
};

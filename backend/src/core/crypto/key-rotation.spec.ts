import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileKeyRing } from './file-key-ring.js';
import { DataKeyWrapper, RingKeyMissingError, settleOnCurrentRingKey } from './key-rotation.js';
import { KeyStoreRowsInMemory } from './key-store-rows-in-memory.js';
import { createDataKey, newKeyEncryptionKey, ringKeyIdOf, wrapUnderRingKey } from './key-wrapping.js';

const directory = mkdtempSync(join(tmpdir(), 'key-rotation-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('key-encryption key rotation with the file ring', () => {
  let ring: FileKeyRing;
  let wrapper: DataKeyWrapper;
  let rows: KeyStoreRowsInMemory;
  let fileNumber = 0;
  const rotateRingKey = () => ring.rotate(wrapper);

  beforeEach(() => {
    rows = new KeyStoreRowsInMemory();
    ring = new FileKeyRing(join(directory, `ring-${++fileNumber}.sqlite`), 'rotation-test-secret-0123456789', rows);
    wrapper = new DataKeyWrapper('rotation-test-secret-0123456789', ring);
  });
  afterEach(() => ring.close());

  it('lets a writer that wrapped under the old key just before a rotation settle its row on the new one', async () => {
    const dataKey = createDataKey();
    // The writer wraps under the current key, and is slow to store the row...
    const stale = wrapper.wrap('subject-late', dataKey, await ring.current());
    // ...while a whole rotation runs, which cannot see a row not stored yet, and destroys that key.
    await rotateRingKey();
    rows.rows.set('subject-late', stale.wrapped);
    expect(() => wrapper.unwrap('subject-late', stale.wrapped)).toThrow(RingKeyMissingError);

    await settleOnCurrentRingKey(rows, wrapper, 'subject-late', stale.wrapped, dataKey);

    expect(wrapper.unwrap('subject-late', rows.rows.get('subject-late')!).equals(dataKey)).toBe(true);
    expect(ringKeyIdOf(rows.rows.get('subject-late')!)).toBe((await ring.current()).id);
  });

  it('leaves a row alone when someone else changed it first', async () => {
    const dataKey = createDataKey();
    const stale = wrapper.wrap('subject-moved', dataKey, await ring.current());
    await rotateRingKey();
    const movedMeanwhile = wrapper.wrap('subject-moved', dataKey, await ring.current());
    rows.rows.set('subject-moved', movedMeanwhile.wrapped);

    await settleOnCurrentRingKey(rows, wrapper, 'subject-moved', stale.wrapped, dataKey);

    expect(rows.rows.get('subject-moved')).toBe(movedMeanwhile.wrapped);
  });

  it('counts rows no key can read any more and moves all the others', async () => {
    const keys = new Map(['a', 'b', 'c'].map((subjectId) => [subjectId, createDataKey()]));
    const current = await ring.current();
    keys.forEach((dataKey, subjectId) => rows.rows.set(subjectId, wrapper.wrap(subjectId, dataKey, current).wrapped));
    rows.rows.set('orphan', wrapUnderRingKey(newKeyEncryptionKey(), 'orphan', createDataKey()));

    const report = await rotateRingKey();

    expect(report).toEqual({ ring: 'file', keyEncryptionKeyId: (await ring.current()).id, rewrapped: 3, unreadable: 1, destroyedKeyEncryptionKeys: 1 });
    keys.forEach((dataKey, subjectId) => expect(wrapper.unwrap(subjectId, rows.rows.get(subjectId)!).equals(dataKey)).toBe(true));
  });

  it('destroys nothing when another rotation took its claim over meanwhile', async () => {
    const before = await ring.current();
    rows.rows.set('a', wrapper.wrap('a', createDataKey(), before).wrapped);
    rows.beforeEachList = () => {
      // Another rotation, seeing the claim lapsed (as if this one had stalled for longer than it lasts).
      ring.claimRotation('another rotation', Date.now() + 11 * 60_000);
    };

    await expect(rotateRingKey()).rejects.toThrow('lost its claim');

    expect(ring.find(before.id)).toEqual(before);
  });
});

import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { KeyEncryptionKeyRing } from './key-encryption-key-ring.js';
import { DataKeyWrapper, RingKeyMissingError, rotateRingKey, settleOnCurrentRingKey, type WrappedKeyRows } from './key-rotation.js';
import { createDataKey, newKeyEncryptionKey, ringKeyIdOf, wrapUnderRingKey } from './key-wrapping.js';

const directory = mkdtempSync(join(tmpdir(), 'key-rotation-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** The rows of a key store, in memory: the rotation's view of any adapter. */
class RowsInMemory implements WrappedKeyRows {
  readonly rows = new Map<string, Buffer>();
  beforeEachList: () => void = () => undefined;

  async listNotUnder(ringKeyId: string, after: string, limit: number) {
    this.beforeEachList();
    return [...this.rows.entries()]
      .filter(([subjectId, wrapped]) => subjectId > after && ringKeyIdOf(wrapped) !== ringKeyId)
      .sort(([left], [right]) => left.localeCompare(right))
      .slice(0, limit)
      .map(([subjectId, wrapped]) => ({ subjectId, wrapped }));
  }

  async replace(subjectId: string, expected: Buffer, next: { wrapped: Buffer }) {
    if (!this.rows.get(subjectId)?.equals(expected)) return false;
    this.rows.set(subjectId, next.wrapped);
    return true;
  }
}

describe('key-encryption key rotation', () => {
  let ring: KeyEncryptionKeyRing;
  let wrapper: DataKeyWrapper;
  let rows: RowsInMemory;
  let fileNumber = 0;

  beforeEach(() => {
    ring = new KeyEncryptionKeyRing(join(directory, `ring-${++fileNumber}.sqlite`), 'rotation-test-secret-0123456789');
    wrapper = new DataKeyWrapper('rotation-test-secret-0123456789', ring);
    rows = new RowsInMemory();
  });
  afterEach(() => ring.close());

  it('lets a writer that wrapped under the old key just before a rotation settle its row on the new one', async () => {
    const dataKey = createDataKey();
    // The writer wraps under the current key, and is slow to store the row...
    const stale = wrapper.wrap('subject-late', dataKey);
    // ...while a whole rotation runs, which cannot see a row not stored yet, and destroys that key.
    await rotateRingKey(rows, wrapper);
    rows.rows.set('subject-late', stale.wrapped);
    expect(() => wrapper.unwrap('subject-late', stale.wrapped)).toThrow(RingKeyMissingError);

    await settleOnCurrentRingKey(rows, wrapper, 'subject-late', stale.wrapped, dataKey);

    expect(wrapper.unwrap('subject-late', rows.rows.get('subject-late')!).equals(dataKey)).toBe(true);
    expect(ringKeyIdOf(rows.rows.get('subject-late')!)).toBe(ring.current().id);
  });

  it('leaves a row alone when someone else changed it first', async () => {
    const dataKey = createDataKey();
    const stale = wrapper.wrap('subject-moved', dataKey);
    await rotateRingKey(rows, wrapper);
    const movedMeanwhile = wrapper.wrap('subject-moved', dataKey);
    rows.rows.set('subject-moved', movedMeanwhile.wrapped);

    await settleOnCurrentRingKey(rows, wrapper, 'subject-moved', stale.wrapped, dataKey);

    expect(rows.rows.get('subject-moved')).toBe(movedMeanwhile.wrapped);
  });

  it('counts rows no key can read any more and moves all the others', async () => {
    const keys = new Map(['a', 'b', 'c'].map((subjectId) => [subjectId, createDataKey()]));
    keys.forEach((dataKey, subjectId) => rows.rows.set(subjectId, wrapper.wrap(subjectId, dataKey).wrapped));
    rows.rows.set('orphan', wrapUnderRingKey(newKeyEncryptionKey(), 'orphan', createDataKey()));

    const report = await rotateRingKey(rows, wrapper);

    expect(report).toEqual({ keyEncryptionKeyId: ring.current().id, rewrapped: 3, unreadable: 1, destroyedKeyEncryptionKeys: 1 });
    keys.forEach((dataKey, subjectId) => expect(wrapper.unwrap(subjectId, rows.rows.get(subjectId)!).equals(dataKey)).toBe(true));
  });

  it('destroys nothing when another rotation took its claim over meanwhile', async () => {
    const before = ring.current();
    rows.rows.set('a', wrapper.wrap('a', createDataKey()).wrapped);
    rows.beforeEachList = () => {
      // Another rotation, seeing the claim lapsed (as if this one had stalled for longer than it lasts).
      ring.claimRotation('another rotation', Date.now() + 11 * 60_000);
    };

    await expect(rotateRingKey(rows, wrapper)).rejects.toThrow('lost its claim');

    expect(ring.find(before.id)).toEqual(before);
  });
});

import type { KeyEncryptionKeyRing, KeyStoreRows } from './key-encryption-key-ring.port.js';
import { deriveKeyEncryptionKey, ringKeyIdOf, unwrapDataKey, wrapUnderRingKey, type KeyEncryptionKey } from './key-wrapping.js';

export type WrappedDataKey = { wrapped: Buffer; ringKeyId: string };

/** A wrapped data key names a key-encryption key this ring does not hold. */
export class RingKeyMissingError extends Error {
  constructor(ringDescription: string) {
    super(
      `Key store holds a data key wrapped under a key-encryption key that ${ringDescription} does not hold: ` +
        'a rotation destroyed or retired it (a copy from before was restored), or these are not the key-encryption keys that go with this key store',
    );
    this.name = 'RingKeyMissingError';
  }
}

/** A rotation refused before it changed anything that matters: another one holds the claim, or the keys given are not usable. */
export class RotationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationRefusedError';
  }
}

/** Wraps data keys under a key of the ring; unwraps those and the older ones wrapped under the app secret. */
export class DataKeyWrapper {
  private readonly secretKey: Buffer;

  constructor(
    masterSecret: string,
    readonly ring: KeyEncryptionKeyRing,
  ) {
    this.secretKey = deriveKeyEncryptionKey(masterSecret);
  }

  wrap(subjectId: string, dataKey: Buffer, under: KeyEncryptionKey): WrappedDataKey {
    return { wrapped: wrapUnderRingKey(under, subjectId, dataKey), ringKeyId: under.id };
  }

  unwrap(subjectId: string, wrapped: Uint8Array): Buffer {
    const ringKeyId = ringKeyIdOf(wrapped);
    if (ringKeyId === null) return unwrapDataKey(this.secretKey, subjectId, wrapped);
    const ringKey = this.ring.find(ringKeyId);
    if (!ringKey) throw new RingKeyMissingError(this.ring.description);
    return unwrapDataKey(this.secretKey, subjectId, wrapped, ringKey);
  }
}

const BATCH = 200;

/**
 * The sweep of every rotation: rewraps every row not under `target`, in subject order, 200 at a time,
 * each by compare-and-set on its wrapped bytes (a row changed meanwhile is left to its writer).
 * `afterBatch` lets the caller stop the sweep (a lost claim). Rows no key can read are counted.
 */
export const rewrapEveryRow = async (
  rows: KeyStoreRows,
  wrapper: DataKeyWrapper,
  target: KeyEncryptionKey,
  afterBatch: () => void = () => undefined,
): Promise<{ rewrapped: number; unreadable: number }> => {
  let rewrapped = 0;
  let unreadable = 0;
  let after = '';
  for (;;) {
    const batch = await rows.listNotUnder(target.id, after, BATCH);
    if (batch.length === 0) return { rewrapped, unreadable };
    for (const row of batch) {
      after = row.subjectId;
      let dataKey: Buffer;
      try {
        dataKey = wrapper.unwrap(row.subjectId, row.wrapped);
      } catch {
        unreadable += 1;
        continue;
      }
      if (await rows.replace(row.subjectId, row.wrapped, wrapper.wrap(row.subjectId, dataKey, target))) rewrapped += 1;
    }
    afterBatch();
  }
};

/**
 * Called by a writer after it stored (or found) a row: if the row is under a ring key that is no
 * longer current, a rotation may already have passed it, so the writer rewraps it from the data key
 * it holds. Rows of the app-secret format are left to the rotation: nobody writes them any more.
 */
export const settleOnCurrentRingKey = async (
  rows: KeyStoreRows,
  wrapper: DataKeyWrapper,
  subjectId: string,
  wrapped: Buffer,
  dataKey: Buffer,
): Promise<void> => {
  let stored = wrapped;
  // Each pass follows one rotation; three in a row during one call would be a runaway schedule.
  for (let pass = 0; pass < 3; pass++) {
    const ringKeyId = ringKeyIdOf(stored);
    const current = await wrapper.ring.current();
    if (ringKeyId === null || ringKeyId === current.id) return;
    const next = wrapper.wrap(subjectId, dataKey, current);
    // A failed replace means someone else changed the row (the rotation moved it, or it was destroyed).
    if (!(await rows.replace(subjectId, stored, next))) return;
    stored = next.wrapped;
  }
};

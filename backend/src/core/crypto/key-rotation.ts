import { randomUUID } from 'node:crypto';
import type { KeyEncryptionKeyRing } from './key-encryption-key-ring.js';
import type { KeyRotationReport } from './key-store.port.js';
import { deriveKeyEncryptionKey, ringKeyIdOf, unwrapDataKey, wrapUnderRingKey, type KeyEncryptionKey } from './key-wrapping.js';

export type WrappedDataKey = { wrapped: Buffer; ringKeyId: string };

/** A wrapped data key names a key-encryption key this ring does not hold. */
export class RingKeyMissingError extends Error {
  constructor(ringFile: string) {
    super(
      `Key store holds a data key wrapped under a key-encryption key that ${ringFile} does not hold: ` +
        'it was destroyed by a rotation (a copy from before it was restored), or this is not the ring file that goes with this key store',
    );
    this.name = 'RingKeyMissingError';
  }
}

/** Refused: another rotation holds the claim (or took it over from this one). */
export class RotationClaimedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RotationClaimedError';
  }
}

/** Wraps data keys under the ring's current key; unwraps those and the older ones wrapped under the app secret. */
export class DataKeyWrapper {
  private readonly secretKey: Buffer;

  constructor(
    masterSecret: string,
    readonly ring: KeyEncryptionKeyRing,
  ) {
    this.secretKey = deriveKeyEncryptionKey(masterSecret);
  }

  wrap(subjectId: string, dataKey: Buffer, under: KeyEncryptionKey = this.ring.current()): WrappedDataKey {
    return { wrapped: wrapUnderRingKey(under, subjectId, dataKey), ringKeyId: under.id };
  }

  unwrap(subjectId: string, wrapped: Uint8Array): Buffer {
    const ringKeyId = ringKeyIdOf(wrapped);
    if (ringKeyId === null) return unwrapDataKey(this.secretKey, subjectId, wrapped);
    const ringKey = this.ring.find(ringKeyId);
    if (!ringKey) throw new RingKeyMissingError(this.ring.filePath);
    return unwrapDataKey(this.secretKey, subjectId, wrapped, ringKey);
  }
}

/** What a key store lets the rotation do to its rows. */
export interface WrappedKeyRows {
  /** Up to `limit` rows whose subject id sorts after `after`, in that order, not wrapped under `ringKeyId`. */
  listNotUnder(ringKeyId: string, after: string, limit: number): Promise<{ subjectId: string; wrapped: Buffer }[]>;
  /** Replaces a row's wrapped key only if it still holds `expected`; false when it changed or is gone. */
  replace(subjectId: string, expected: Buffer, next: WrappedDataKey): Promise<boolean>;
}

const BATCH = 200;

/**
 * The rotation every key store runs: claim it, add a key-encryption key (from now on new data keys
 * are wrapped under it), rewrap every row under an older one, then destroy the older ones. A writer
 * that wrapped under the old key just before the new one appeared settles its row itself (see
 * settleOnCurrentRingKey), so no row is left behind under a destroyed key.
 */
export const rotateRingKey = async (rows: WrappedKeyRows, wrapper: DataKeyWrapper): Promise<KeyRotationReport> => {
  const holder = randomUUID();
  const ring = wrapper.ring;
  const stillClaimed = () => {
    if (!ring.claimRotation(holder)) throw new RotationClaimedError('Key rotation lost its claim to another rotation; nothing was destroyed');
  };
  if (!ring.claimRotation(holder)) throw new RotationClaimedError('Another key rotation is running; try again once it has finished');
  try {
    const next = ring.add();
    let rewrapped = 0;
    let unreadable = 0;
    let after = '';
    for (;;) {
      const batch = await rows.listNotUnder(next.id, after, BATCH);
      if (batch.length === 0) break;
      for (const row of batch) {
        after = row.subjectId;
        let dataKey: Buffer;
        try {
          dataKey = wrapper.unwrap(row.subjectId, row.wrapped);
        } catch {
          unreadable += 1;
          continue;
        }
        if (await rows.replace(row.subjectId, row.wrapped, wrapper.wrap(row.subjectId, dataKey, next))) rewrapped += 1;
      }
      stillClaimed();
    }
    stillClaimed();
    const destroyed = ring.destroyOlderThan(next.id);
    return { keyEncryptionKeyId: next.id, rewrapped, unreadable, destroyedKeyEncryptionKeys: destroyed };
  } finally {
    ring.releaseRotation(holder);
  }
};

/**
 * Called by a writer after it stored (or found) a row: if the row is under a ring key that is no
 * longer current, a rotation may already have passed it, so the writer rewraps it from the data key
 * it holds. Rows of the app-secret format are left to the rotation: nobody writes them any more.
 */
export const settleOnCurrentRingKey = async (
  rows: WrappedKeyRows,
  wrapper: DataKeyWrapper,
  subjectId: string,
  wrapped: Buffer,
  dataKey: Buffer,
): Promise<void> => {
  let stored = wrapped;
  // Each pass follows one rotation; three in a row during one call would be a runaway schedule.
  for (let pass = 0; pass < 3; pass++) {
    const ringKeyId = ringKeyIdOf(stored);
    const current = wrapper.ring.current();
    if (ringKeyId === null || ringKeyId === current.id) return;
    const next = wrapper.wrap(subjectId, dataKey, current);
    // A failed replace means someone else changed the row (the rotation moved it, or it was destroyed).
    if (!(await rows.replace(subjectId, stored, next))) return;
    stored = next.wrapped;
  }
};

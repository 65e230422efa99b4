import { randomFillSync } from 'node:crypto';

/** Fills the given bytes with randomness; injectable so tests can pin the random part. */
export type RandomFill = (bytes: Uint8Array) => void;

/** Random bytes drawn at once: one randomFillSync call serves many small requests. */
const POOL_SIZE = 4096;

/**
 * Takes small amounts of randomness from a pool refilled `POOL_SIZE` bytes at a time: a call into the
 * system's generator per IV or data key costs more than the AES work around it in a bulk import. The
 * bytes answered are a view into the pool, valid until the next call: read them at once (see
 * `randomBuffer` for bytes to keep). Node's randomUUID pools its randomness the same way.
 */
export const pooledRandom = (fill: RandomFill = randomFillSync): ((count: number) => Uint8Array) => {
  const pool = new Uint8Array(POOL_SIZE);
  let offset = POOL_SIZE;
  return (count) => {
    if (count > POOL_SIZE) throw new RangeError(`At most ${POOL_SIZE} pooled random bytes at once`);
    if (offset + count > POOL_SIZE) {
      fill(pool);
      offset = 0;
    }
    const slice = pool.subarray(offset, offset + count);
    offset += count;
    return slice;
  };
};

const shared = pooledRandom();

/** `count` random bytes of their own (copied out of the shared pool): IVs and data keys. */
export const randomBuffer = (count: number): Buffer => Buffer.from(shared(count));

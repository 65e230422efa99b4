import { randomFillSync } from 'node:crypto';
import { pooledRandom, type RandomFill } from '../crypto/random-pool.js';

export type { RandomFill };

/** Largest value of the 12-bit counter kept in rand_a. */
const COUNTER_MAX = 0xfff;
/** A new millisecond starts the counter below half its range, leaving room for at least 2048 ids. */
const COUNTER_SEED_MASK = 0x7ff;
/** Bytes consumed per id: 2 to seed the counter, 8 for rand_b. */
const BYTES_PER_ID = 10;

const HEX = Array.from({ length: 256 }, (_, value) => value.toString(16).padStart(2, '0'));

/**
 * Returns a generator of RFC 9562 version 7 UUIDs: a 48-bit Unix millisecond timestamp, then the
 * version, a 12-bit counter (rand_a, seeded randomly each millisecond) and 62 random bits after the
 * variant. Ids from one generator are strictly increasing, as strings too: within a millisecond the
 * counter goes up; when it overflows, or the clock steps back, the timestamp is carried forward
 * (RFC 9562 section 6.2, methods 1 and 3). Sorted ids keep B-tree index inserts at the right edge.
 */
export const createUuidV7Generator = (now: () => number = Date.now, fill: RandomFill = randomFillSync): (() => string) => {
  const random = pooledRandom(fill);
  let lastTimestamp = -1;
  let counter = 0;
  return () => {
    const bytes = random(BYTES_PER_ID);
    const clock = Math.floor(now());
    if (clock > lastTimestamp) {
      lastTimestamp = clock;
      counter = ((bytes[0] << 8) | bytes[1]) & COUNTER_SEED_MASK;
    } else if (counter < COUNTER_MAX) {
      counter += 1;
    } else {
      lastTimestamp += 1;
      counter = ((bytes[0] << 8) | bytes[1]) & COUNTER_SEED_MASK;
    }
    // 48 bits do not fit a 32-bit bitwise operation: split into the high 16 and low 32 bits.
    const high = Math.floor(lastTimestamp / 0x1_0000_0000);
    const low = lastTimestamp >>> 0;
    return (
      HEX[(high >>> 8) & 0xff] +
      HEX[high & 0xff] +
      HEX[low >>> 24] +
      HEX[(low >>> 16) & 0xff] +
      '-' +
      HEX[(low >>> 8) & 0xff] +
      HEX[low & 0xff] +
      '-' +
      HEX[0x70 | (counter >>> 8)] +
      HEX[counter & 0xff] +
      '-' +
      HEX[0x80 | (bytes[2] & 0x3f)] +
      HEX[bytes[3]] +
      '-' +
      HEX[bytes[4]] +
      HEX[bytes[5]] +
      HEX[bytes[6]] +
      HEX[bytes[7]] +
      HEX[bytes[8]] +
      HEX[bytes[9]]
    );
  };
};

/** A time-ordered UUID (version 7), strictly increasing within this process. */
export const uuidv7: () => string = createUuidV7Generator();

import { describe, expect, it } from '@jest/globals';
import { pooledRandom, randomBuffer } from './random-pool.js';

describe('pooled randomness', () => {
  it('draws from the generator once per pool, and each request gets fresh bytes', () => {
    let fills = 0;
    let next = 0;
    const take = pooledRandom((bytes) => {
      fills += 1;
      for (let index = 0; index < bytes.length; index++) bytes[index] = next++ & 0xff;
    });
    const first = [...take(12)];
    const second = [...take(12)];
    expect(fills).toBe(1);
    expect(second).not.toEqual(first);
    for (let index = 0; index < 400; index++) take(12);
    expect(fills).toBe(2);
    expect(() => take(4097)).toThrow(RangeError);
  });

  it('answers buffers of their own, which later draws never overwrite', () => {
    const key = randomBuffer(32);
    const copy = Buffer.from(key);
    for (let index = 0; index < 1000; index++) randomBuffer(32);
    expect(key.equals(copy)).toBe(true);
    expect(new Set(Array.from({ length: 100 }, () => randomBuffer(12).toString('hex'))).size).toBe(100);
  });
});

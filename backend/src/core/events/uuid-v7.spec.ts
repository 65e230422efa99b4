import { randomFillSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { createUuidV7Generator, uuidv7 } from './uuid-v7.js';

const V7_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const timestampOf = (id: string): number => parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const counterOf = (id: string): number => parseInt(id.slice(15, 18), 16);

const isStrictlyIncreasing = (ids: string[]): boolean => ids.every((id, index) => index === 0 || ids[index - 1] < id);

describe('uuidv7', () => {
  it('has the version 7 and RFC variant bits, in canonical lower-case form', () => {
    for (let index = 0; index < 1000; index++) expect(uuidv7()).toMatch(V7_FORMAT);
  });

  it('carries the clock in its first 48 bits', () => {
    const moment = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const next = createUuidV7Generator(() => moment);
    expect(timestampOf(next())).toBe(moment);
    // The largest 48-bit timestamp still encodes exactly.
    expect(timestampOf(createUuidV7Generator(() => 2 ** 48 - 1)())).toBe(2 ** 48 - 1);
  });

  it('is unique and strictly increasing, as strings, for many ids in the same millisecond', () => {
    const next = createUuidV7Generator(() => 1_700_000_000_000);
    const ids = Array.from({ length: 10_000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    expect(isStrictlyIncreasing(ids)).toBe(true);
    // Past the 12-bit counter the timestamp moves on instead of wrapping around.
    expect(timestampOf(ids.at(-1)!)).toBeGreaterThan(1_700_000_000_000);
  });

  it('keeps increasing when the clock steps back', () => {
    const times = [5_000, 5_001, 4_000, 4_999, 5_002];
    const next = createUuidV7Generator(() => times.shift()!);
    const ids = [next(), next(), next(), next(), next()];
    expect(isStrictlyIncreasing(ids)).toBe(true);
    expect(ids.map(timestampOf)).toEqual([5_000, 5_001, 5_001, 5_001, 5_002]);
  });

  it('seeds the counter randomly each millisecond, below half its range', () => {
    let clock = 10_000;
    const next = createUuidV7Generator(() => clock++);
    const counters = Array.from({ length: 200 }, () => counterOf(next()));
    expect(Math.max(...counters)).toBeLessThanOrEqual(0x7ff);
    expect(new Set(counters).size).toBeGreaterThan(100);
  });

  it('draws the rest from the random source', () => {
    const zeros = createUuidV7Generator(() => 0, (bytes) => bytes.fill(0))();
    expect(zeros).toBe('00000000-0000-7000-8000-000000000000');
    const ones = createUuidV7Generator(() => 0, (bytes) => bytes.fill(0xff))();
    // The counter seed keeps its top bit clear; the variant keeps its two bits fixed.
    expect(ones).toBe('00000000-0000-77ff-bfff-ffffffffffff');
    const random = createUuidV7Generator(() => 0, randomFillSync);
    expect(random().slice(19)).not.toBe(random().slice(19));
  });
});

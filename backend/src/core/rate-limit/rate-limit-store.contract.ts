import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { RateLimitStore } from './rate-limit-store.port.js';

/** One behaviour suite that every RateLimitStore adapter must pass. */
export const describeRateLimitStoreContract = (adapterName: string, createStore: () => Promise<RateLimitStore>) => {
  describe(`${adapterName} (RateLimitStore contract)`, () => {
    const policy = { max: 3, windowMs: 60_000 };
    const start = 1_800_000_000_000;
    let store: RateLimitStore;
    let key: string;

    beforeEach(async () => {
      store = await createStore();
      key = `key-${randomUUID()}`;
    });

    afterEach(async () => {
      await store.close();
    });

    it('allows max attempts per window, then refuses with the time to wait', async () => {
      for (let attempt = 0; attempt < 3; attempt++) expect(await store.take(key, policy, start + attempt)).toEqual({ allowed: true });
      // The first attempt (at start) leaves the window ending at start + 60_000.
      expect(await store.take(key, policy, start + 10)).toEqual({ allowed: false, retryAfterMs: 60_000 - 10 });
      expect((await store.take(key, policy, start + 59_999)).allowed).toBe(false);
      expect((await store.take(key, policy, start + 60_000)).allowed).toBe(true);
    });

    it('counts each key on its own', async () => {
      for (let attempt = 0; attempt < 3; attempt++) await store.take(key, policy, start);
      expect((await store.take(`${key}-other`, policy, start)).allowed).toBe(true);
    });

    it('does not count refused attempts', async () => {
      for (let attempt = 0; attempt < 10; attempt++) await store.take(key, policy, start);
      // One window later the three counted attempts have left; the seven refusals never counted.
      for (let attempt = 0; attempt < 3; attempt++) expect((await store.take(key, policy, start + 60_000)).allowed).toBe(true);
      expect((await store.take(key, policy, start + 60_000)).allowed).toBe(false);
    });

    it('lets no more than max through in any window, across a window edge', async () => {
      // The audit's pattern: a burst just before a fixed window's edge, then attempts just after it.
      for (let attempt = 0; attempt < 3; attempt++) expect((await store.take(key, policy, start + 59_000)).allowed).toBe(true);
      expect((await store.take(key, policy, start + 60_500)).allowed).toBe(false);
      expect((await store.take(key, policy, start + 100_000)).allowed).toBe(false);
      expect(await store.take(key, policy, start + 118_000)).toEqual({ allowed: false, retryAfterMs: 1_000 });
      for (let attempt = 0; attempt < 3; attempt++) expect((await store.take(key, policy, start + 119_000)).allowed).toBe(true);
    });

    it('forgets a key on reset', async () => {
      for (let attempt = 0; attempt < 3; attempt++) await store.take(key, policy, start);
      await store.reset(key);
      expect((await store.take(key, policy, start + 1)).allowed).toBe(true);
    });

    it('lets exactly max of many concurrent attempts through', async () => {
      const verdicts = await Promise.all(Array.from({ length: 20 }, () => store.take(key, { max: 5, windowMs: 60_000 }, start)));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    });

    it('keeps its counts across reopening', async () => {
      for (let attempt = 0; attempt < 3; attempt++) await store.take(key, policy, start);
      await store.close();
      store = await createStore();
      expect((await store.take(key, policy, start + 1)).allowed).toBe(false);
    });
  });
};

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeWait } from '../errors/domain-errors.js';
import { RateLimits } from './rate-limiter.js';
import { SqliteRateLimitStore } from './sqlite-rate-limit-store.js';

let folder: string;
let store: SqliteRateLimitStore;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'rate-limiter-'));
  store = new SqliteRateLimitStore(join(folder, 'rate-limits.db'));
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

const medianMs = async (samples: number, run: (index: number) => Promise<unknown>) => {
  const times: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await run(index);
    times.push(performance.now() - started);
  }
  return times.sort((left, right) => left - right)[Math.floor(samples / 2)];
};

describe('RateLimiter', () => {
  it('keeps separate counts per limit name for the same subject', async () => {
    const limits = new RateLimits(store, 'secret-0123456789');
    const signIns = limits.limiter('sign-in', { max: 1, windowMs: 60_000 });
    const mails = limits.limiter('mail', { max: 1, windowMs: 60_000 });
    expect((await signIns.attempt('203.0.113.9', 0)).allowed).toBe(true);
    expect((await mails.attempt('203.0.113.9', 0)).allowed).toBe(true);
    expect((await signIns.attempt('203.0.113.9', 1)).allowed).toBe(false);
  });

  it('stores neither the client address nor the email address it counts', async () => {
    const limiter = new RateLimits(store, 'secret-0123456789').limiter('mail-per-recipient', { max: 3, windowMs: 60_000 });
    await limiter.attempt('ada@example.com', 0);
    await limiter.attempt('203.0.113.9', 0);
    const reader = new Database(join(folder, 'rate-limits.db'), { readonly: true });
    try {
      const keys = (reader.prepare('SELECT key FROM rate_limit_logs').pluck().all() as string[]).join(' ');
      expect(keys).not.toMatch(/ada|example|203\.0/);
    } finally {
      reader.close();
    }
  });

  it('throws a 429 that says how long to wait', async () => {
    const limiter = new RateLimits(store, 'secret-0123456789').limiter('contact', { max: 1, windowMs: 60 * 60_000 });
    await limiter.admit('203.0.113.9', 0, (wait) => `Try again in ${wait}.`);
    await expect(limiter.admit('203.0.113.9', 30 * 60_000, (wait) => `Try again in ${wait}.`)).rejects.toMatchObject({
      kind: 'rate_limited',
      message: 'Try again in 30 minutes.',
      retryAfterMs: 30 * 60_000,
    });
    expect(describeWait(1)).toBe('1 minute');
  });

  it('costs about as much per attempt with 20,000 clients tracked as with 10', async () => {
    const limiter = new RateLimits(store, 'secret-0123456789').limiter('sign-in', { max: 10, windowMs: 15 * 60_000 });
    const now = 1_800_000_000_000;
    for (let client = 0; client < 10; client++) await limiter.attempt(`10.0.0.${client}`, now);
    const few = await medianMs(300, (index) => limiter.attempt(`192.0.2.${index % 10}`, now));
    for (let client = 0; client < 20_000; client++) await limiter.attempt(`10.1.${client >> 8}.${client & 255}`, now);
    const many = await medianMs(300, (index) => limiter.attempt(`198.51.100.${index % 10}`, now));
    // Both are about 0.01 ms here. The in-memory limiter this replaced scanned every tracked client on each
    // attempt once more than 10,000 were tracked: 0.001 ms with 10 clients, 0.13 ms with 25,000 (and growing).
    expect(many).toBeLessThan(few * 3 + 0.03);
  });
});

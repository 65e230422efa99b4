import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { describeRateLimitStoreContract } from './rate-limit-store.contract.js';
import { SqliteRateLimitStore } from './sqlite-rate-limit-store.js';

const folder = mkdtempSync(join(tmpdir(), 'rate-limit-store-'));
const file = join(folder, 'rate-limits.db');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describeRateLimitStoreContract('sqlite', async () => new SqliteRateLimitStore(file));

describe('SqliteRateLimitStore', () => {
  it('reaches a key through the primary key and expired windows through their index, never by a scan', async () => {
    const store = new SqliteRateLimitStore(file);
    const database = new Database(file, { readonly: true });
    try {
      const plan = (sql: string, ...parameters: unknown[]) => (database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{ detail: string }>).map((row) => row.detail).join('; ');
      expect(plan('SELECT hits FROM rate_limit_logs WHERE key = ?', 'k')).toMatch(/SEARCH rate_limit_logs USING PRIMARY KEY/);
      expect(plan('DELETE FROM rate_limit_logs WHERE expires_at <= ?', 1)).toMatch(/SEARCH rate_limit_logs USING (COVERING )?INDEX rate_limit_logs_expiry/);
      expect(plan('DELETE FROM rate_limit_logs WHERE key = ?', 'k')).toMatch(/SEARCH rate_limit_logs USING PRIMARY KEY/);
    } finally {
      database.close();
      await store.close();
    }
  });

  it('sweeps exactly the logs whose hits have all left their window', async () => {
    const store = new SqliteRateLimitStore(join(folder, 'sweep.db'));
    try {
      const policy = { max: 5, windowMs: 1000 };
      await store.take('old', policy, 10_000);
      await store.take('recent', policy, 11_500);
      expect(store.sweep(12_000)).toBe(1);
      expect((await store.take('recent', { max: 1, windowMs: 1000 }, 12_000)).allowed).toBe(false);
    } finally {
      await store.close();
    }
  });
});

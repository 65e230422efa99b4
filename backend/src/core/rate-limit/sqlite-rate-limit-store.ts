import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import type { RateLimitStore } from './rate-limit-store.port.js';
import { type LimitPolicy, type LimitVerdict, slidingWindowVerdict, windowStartOf } from './sliding-window.js';

type CountRow = { window_start: number; count: number };

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Rate-limit counters in DATA_DIR/rate-limits.db, shared by every process on the data folder. One row
 * per key and fixed window; a row expires two windows after its start, and expired rows are deleted
 * through the index on `expires_at`, a range of exactly the expired rows.
 */
export class SqliteRateLimitStore implements RateLimitStore {
  private readonly file: SqliteDatabase;
  private readonly sweeper: NodeJS.Timeout;
  private readonly takeInTransaction: (key: string, policy: LimitPolicy, now: number) => LimitVerdict;
  private readonly deleteKey: Database.Statement<[string]>;
  private readonly deleteExpired: Database.Statement<[number]>;

  constructor(filePath: string) {
    this.file = openSqliteDatabase(filePath);
    const { database } = this.file;
    database.exec(`
      CREATE TABLE IF NOT EXISTS rate_limit_windows (
        key          TEXT    NOT NULL,
        window_start INTEGER NOT NULL,
        count        INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL,
        PRIMARY KEY (key, window_start)
      ) WITHOUT ROWID;
      CREATE INDEX IF NOT EXISTS rate_limit_windows_expiry ON rate_limit_windows (expires_at);
    `);
    const selectCounts = database.prepare<[string, number, number], CountRow>(
      'SELECT window_start, count FROM rate_limit_windows WHERE key = ? AND window_start IN (?, ?)',
    );
    const increment = database.prepare<[string, number, number]>(
      `INSERT INTO rate_limit_windows (key, window_start, count, expires_at) VALUES (?, ?, 1, ?)
       ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1`,
    );
    this.deleteKey = database.prepare('DELETE FROM rate_limit_windows WHERE key = ?');
    this.deleteExpired = database.prepare('DELETE FROM rate_limit_windows WHERE expires_at <= ?');
    const take = database.transaction((key: string, policy: LimitPolicy, now: number): LimitVerdict => {
      const windowStart = windowStartOf(now, policy.windowMs);
      const rows = selectCounts.all(key, windowStart, windowStart - policy.windowMs);
      const countOf = (start: number) => rows.find((row) => row.window_start === start)?.count ?? 0;
      const verdict = slidingWindowVerdict({ previous: countOf(windowStart - policy.windowMs), current: countOf(windowStart) }, policy, now);
      if (verdict.allowed) increment.run(key, windowStart, windowStart + 2 * policy.windowMs);
      return verdict;
    });
    // IMMEDIATE: the read and the increment happen under the write lock, so two processes cannot both take the last slot.
    this.takeInTransaction = (key, policy, now) => take.immediate(key, policy, now);
    this.sweeper = setInterval(() => this.sweep(Date.now()), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async take(key: string, policy: LimitPolicy, now: number): Promise<LimitVerdict> {
    return this.takeInTransaction(key, policy, now);
  }

  async reset(key: string): Promise<void> {
    this.deleteKey.run(key);
  }

  /** Deletes the windows that can no longer count; answers how many. */
  sweep(now: number): number {
    return this.deleteExpired.run(now).changes;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.file.close();
  }
}

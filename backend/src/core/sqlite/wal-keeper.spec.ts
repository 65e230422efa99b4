import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '../event-store/test-support/event-fixtures.js';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite-database.js';
import { type WalBounds, walNeedsTruncating } from './wal-keeper.js';

let folder: string;
let file: string;
const opened: SqliteDatabase[] = [];
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'wal-keeper-'));
  file = join(folder, 'test.db');
});
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
  rmSync(folder, { recursive: true, force: true });
});

const walSize = () => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);

const open = (wal: Partial<WalBounds>) => {
  const sqlite = openSqliteDatabase(file, { wal });
  opened.push(sqlite);
  sqlite.database.exec('CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  return sqlite;
};

/** One transaction of about `megabytes` MB: the WAL grows by at least that much. */
const writeMegabytes = (sqlite: SqliteDatabase, megabytes: number) => {
  const insert = sqlite.database.prepare('INSERT INTO rows (body) VALUES (?)');
  sqlite.database.transaction(() => {
    for (let index = 0; index < megabytes * 16; index++) insert.run('x'.repeat(64 * 1024));
  })();
};

describe('walNeedsTruncating', () => {
  const bounds = { truncateAboveBytes: 1000, idleMs: 500 };
  it('truncates a WAL past the size bound at once, and a non-empty one left alone for the idle time', () => {
    expect(walNeedsTruncating({ size: 1001, changedAt: 100 }, bounds, 100)).toBe(true);
    expect(walNeedsTruncating({ size: 10, changedAt: 100 }, bounds, 600)).toBe(true);
  });

  it('leaves a small WAL that is still changing, an empty one and a missing one alone', () => {
    expect(walNeedsTruncating({ size: 10, changedAt: 100 }, bounds, 599)).toBe(false);
    expect(walNeedsTruncating({ size: 0, changedAt: 0 }, bounds, 10_000)).toBe(false);
    expect(walNeedsTruncating(null, bounds, 10_000)).toBe(false);
  });
});

describe('a SQLite file opened by the app', () => {
  it('truncates its WAL once it grows past the size bound', async () => {
    const sqlite = open({ truncateAboveBytes: 1024 * 1024, idleMs: 60_000, checkIntervalMs: 20 });
    writeMegabytes(sqlite, 4);
    expect(walSize()).toBeGreaterThan(1024 * 1024);
    await waitFor(() => walSize() === 0, 'the WAL truncated past its size bound', 5000);
  });

  it('truncates its WAL when the database has been idle', async () => {
    const sqlite = open({ idleMs: 300, checkIntervalMs: 20 });
    sqlite.database.prepare('INSERT INTO rows (body) VALUES (?)').run('small');
    expect(walSize()).toBeGreaterThan(0);
    await waitFor(() => walSize() === 0, 'the idle WAL truncated', 5000);
  });

  it('cuts the WAL back to the journal size limit when it restarts, even without a truncating checkpoint', () => {
    const sqlite = open({ journalSizeLimitBytes: 512 * 1024, truncateAboveBytes: Number.MAX_SAFE_INTEGER, idleMs: Number.MAX_SAFE_INTEGER });
    writeMegabytes(sqlite, 4);
    sqlite.database.pragma('wal_checkpoint(PASSIVE)');
    sqlite.database.prepare('INSERT INTO rows (body) VALUES (?)').run('restarts the WAL');
    expect(walSize()).toBeLessThanOrEqual(512 * 1024);
  });

  it('leaves no WAL behind once closed', () => {
    const sqlite = open({});
    writeMegabytes(sqlite, 1);
    sqlite.close();
    expect(walSize()).toBe(0);
  });
});

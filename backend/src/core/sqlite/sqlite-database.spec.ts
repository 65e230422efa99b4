import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_CACHE_SIZE_KIB, openSqliteDatabase } from './sqlite-database.js';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * Another connection (a thread here, another process in production) holds a write lock on a file not
 * yet in WAL for `holdMs`: what a second instance meets when two start on a new DATA_DIR together.
 */
const holdWriteLock = (file: string, holdMs: number) =>
  new Promise<Worker>((resolve, reject) => {
    const worker = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      const Database = require(workerData.driver);
      const database = new Database(workerData.file);
      database.exec('CREATE TABLE IF NOT EXISTS held (id INTEGER)');
      database.exec('BEGIN IMMEDIATE');
      parentPort.postMessage('locked');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
      database.exec('COMMIT');
      database.close();
      `,
      { eval: true, workerData: { file, holdMs, driver: createRequire(import.meta.url).resolve('better-sqlite3') } },
    );
    worker.once('message', () => resolve(worker));
    worker.once('error', reject);
  });

describe('openSqliteDatabase', () => {
  it("gives each connection SQLite's default 2 MB page cache (the driver's build would give 16 MB), or the size asked", () => {
    const opened = openSqliteDatabase(':memory:');
    const sized = openSqliteDatabase(':memory:', { cacheSizeKib: 512 });
    try {
      expect(DEFAULT_CACHE_SIZE_KIB).toBe(2048);
      expect(opened.database.pragma('cache_size', { simple: true })).toBe(-2048);
      expect(sized.database.pragma('cache_size', { simple: true })).toBe(-512);
    } finally {
      opened.close();
      sized.close();
    }
  });

  it('switches a new file to WAL although another connection holds a write lock on it for a moment', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sqlite-open-'));
    folders.push(folder);
    const file = join(folder, 'shared.db');
    const worker = await holdWriteLock(file, 150);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const opened = openSqliteDatabase(file);
    try {
      expect(opened.database.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      opened.close();
      await exited;
    }
  });

  it('gives up with SQLITE_BUSY once the busy timeout has passed', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sqlite-open-'));
    folders.push(folder);
    const file = join(folder, 'shared.db');
    const worker = await holdWriteLock(file, 1000);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    expect(() => openSqliteDatabase(file, { busyTimeoutMs: 100 })).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) }));
    await exited;
  });
});

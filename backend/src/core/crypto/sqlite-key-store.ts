import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import type { KeyStoreRows, OpenKeyEncryptionKeyRing, WrappingKeyRecord } from './key-encryption-key-ring.port.js';
import { DataKeyWrapper, settleOnCurrentRingKey, type WrappedDataKey } from './key-rotation.js';
import type { KeyRotationReport, KeyStore } from './key-store.port.js';
import { createDataKey, ringKeyIdOf } from './key-wrapping.js';

type KeyRow = { wrapped_key: Buffer };
/** A key as inserted: the row read back (another writer's if it won), the bytes this call wrapped, and whether the row needs no settling. */
type InsertedKey = { row: KeyRow | undefined; wrapped: Buffer; settled: boolean };
type PendingInsert = { subjectId: string; dataKey: Buffer; resolve: (inserted: InsertedKey) => void; reject: (error: unknown) => void };

/**
 * Data keys in their own SQLite file (never beside the events, so a copy of the event
 * store alone reveals nothing), each wrapped under the current key of the key-encryption key
 * ring (the file ring, a second small file, or the operator's keys). Deletion overwrites the row's
 * bytes (secure_delete) and truncates the WAL so no older page holding the key survives in the
 * file; a rotation makes copies of the file taken before it (backups) unreadable as well.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly wrapper: DataKeyWrapper;
  private readonly rows: KeyStoreRows;
  private readonly selectKey: Database.Statement<[string], KeyRow>;
  private readonly insertKey: Database.Statement<[string, Buffer, string, string]>;
  private readonly deleteKey: Database.Statement<[string]>;
  private pendingInserts: PendingInsert[] = [];

  constructor(filePath: string, masterSecret: string, openRing: OpenKeyEncryptionKeyRing) {
    // FULL: a key is on disk before the event sealed with it can be, so a crash never leaves an event without its key.
    this.file = openSqliteDatabase(filePath, { secureDelete: true, synchronous: 'FULL' });
    this.database = this.file.database;
    this.database.exec(
      `CREATE TABLE IF NOT EXISTS data_keys (
         subject_id TEXT PRIMARY KEY,
         wrapped_key BLOB NOT NULL,
         created_at TEXT NOT NULL
       )`,
    );
    // Added with the key-encryption key ring; NULL marks a key wrapped under the app secret, as before.
    // Checked under the write lock: two processes starting together on a new folder would both add it.
    this.database
      .transaction(() => {
        const columns = this.database.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('data_keys');
        if (!columns.includes('ring_key_id')) this.database.exec('ALTER TABLE data_keys ADD COLUMN ring_key_id TEXT');
      })
      .immediate();
    this.database.exec('CREATE TABLE IF NOT EXISTS wrapping_key (only INTEGER PRIMARY KEY CHECK (only = 1), version INTEGER NOT NULL, key_id TEXT NOT NULL)');
    this.selectKey = this.database.prepare('SELECT wrapped_key FROM data_keys WHERE subject_id = ?');
    this.insertKey = this.database.prepare(
      'INSERT INTO data_keys (subject_id, wrapped_key, created_at, ring_key_id) VALUES (?, ?, ?, ?) ON CONFLICT (subject_id) DO NOTHING',
    );
    this.deleteKey = this.database.prepare('DELETE FROM data_keys WHERE subject_id = ?');
    this.rows = this.keyStoreRows();
    this.wrapper = new DataKeyWrapper(masterSecret, openRing(this.rows));
  }

  async getKey(subjectId: string): Promise<Buffer | null> {
    const row = this.selectKey.get(subjectId);
    return row ? this.wrapper.unwrap(subjectId, row.wrapped_key) : null;
  }

  async getOrCreateKey(subjectId: string): Promise<Buffer> {
    const created = createDataKey();
    // Insert-if-absent then read back: another process may have won the race, its key stands.
    const { row, wrapped, settled } = await this.insertThenRead(subjectId, created);
    if (!row) {
      throw new Error('Key store lost a data key right after writing it');
    }
    const key = row.wrapped_key.equals(wrapped) ? created : this.wrapper.unwrap(subjectId, row.wrapped_key);
    if (!settled) await settleOnCurrentRingKey(this.rows, this.wrapper, subjectId, row.wrapped_key, key);
    return key;
  }

  /**
   * Group commit: keys asked for during the same turn of the event loop (a bulk import, a burst of
   * signups) are wrapped under one look at the ring's current key and inserted in one transaction, so
   * they cost one WAL commit and one fsync between them instead of one each. Each key is still durable
   * before its caller seals anything with it.
   */
  private insertThenRead(subjectId: string, dataKey: Buffer): Promise<InsertedKey> {
    return new Promise((resolve, reject) => {
      this.pendingInserts.push({ subjectId, dataKey, resolve, reject });
      if (this.pendingInserts.length === 1) setImmediate(() => void this.flushInserts());
    });
  }

  private async flushInserts(): Promise<void> {
    const batch = this.pendingInserts;
    this.pendingInserts = [];
    try {
      const ringKey = await this.wrapper.ring.current();
      const wrapped = batch.map(({ subjectId, dataKey }) => this.wrapper.wrap(subjectId, dataKey, ringKey));
      const createdAt = new Date().toISOString();
      const rows = this.database
        .transaction(() =>
          batch.map(({ subjectId }, index) => {
            // A row inserted is the one just wrapped; only a subject whose key already existed is read back.
            const inserted = this.insertKey.run(subjectId, wrapped[index].wrapped, createdAt, wrapped[index].ringKeyId).changes === 1;
            return inserted ? { wrapped_key: wrapped[index].wrapped } : this.selectKey.get(subjectId);
          }),
        )
        .immediate();
      // One look at the ring after the commit stands for every row of the batch: a row under the key
      // that is still current was written before any rotation that could leave it behind began (that
      // rotation's sweep will meet it). Any other row settles itself, as one written alone would.
      const currentId = (await this.wrapper.ring.current()).id;
      batch.forEach((pending, index) => {
        const row = rows[index];
        pending.resolve({ row, wrapped: wrapped[index].wrapped, settled: row !== undefined && ringKeyIdOf(row.wrapped_key) === currentId });
      });
    } catch (error) {
      batch.forEach((pending) => pending.reject(error));
    }
  }

  async destroyKey(subjectId: string): Promise<void> {
    this.deleteKey.run(subjectId);
    // Copies the zeroed page into the main file and empties the WAL, which still holds
    // the frames that once carried the wrapped key. Runs even when the row was already
    // gone, so a retry after a busy checkpoint finishes the job.
    this.truncateWal('destroying a key');
  }

  async rotateKeyEncryptionKey(): Promise<KeyRotationReport> {
    const report = await this.wrapper.ring.rotate(this.wrapper);
    // The rewritten rows' old bytes were overwritten in place (secure_delete); the WAL still has them.
    this.truncateWal('rotating the key-encryption key');
    return report;
  }

  async close(): Promise<void> {
    this.file.close();
    this.wrapper.ring.close();
  }

  private truncateWal(after: string): void {
    const [checkpoint] = this.database.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (checkpoint && checkpoint.busy !== 0) {
      throw new Error(`Key store could not checkpoint its WAL after ${after} (another connection is reading); retry`);
    }
  }

  private keyStoreRows(): KeyStoreRows {
    const list = this.database.prepare<[string, string, number], { subject_id: string; wrapped_key: Buffer }>(
      'SELECT subject_id, wrapped_key FROM data_keys WHERE subject_id > ? AND ring_key_id IS NOT ? ORDER BY subject_id LIMIT ?',
    );
    const replace = this.database.prepare<[Buffer, string, string, Buffer]>(
      'UPDATE data_keys SET wrapped_key = ?, ring_key_id = ? WHERE subject_id = ? AND wrapped_key = ?',
    );
    const count = this.database.prepare<[], { ring_key_id: string | null; total: number }>(
      'SELECT ring_key_id, COUNT(*) AS total FROM data_keys GROUP BY ring_key_id',
    );
    const selectWrapping = this.database.prepare<[], { version: number; key_id: string }>('SELECT version, key_id FROM wrapping_key');
    const upsertWrapping = this.database.prepare<[number, string]>(
      'INSERT INTO wrapping_key (only, version, key_id) VALUES (1, ?, ?) ON CONFLICT (only) DO UPDATE SET version = excluded.version, key_id = excluded.key_id',
    );
    const readWrapping = (): WrappingKeyRecord | null => {
      const row = selectWrapping.get();
      return row ? { version: row.version, keyId: row.key_id } : null;
    };
    const promote = this.database.transaction((next: WrappingKeyRecord): WrappingKeyRecord => {
      const recorded = readWrapping();
      if (recorded && recorded.version >= next.version) return recorded;
      upsertWrapping.run(next.version, next.keyId);
      return next;
    });
    return {
      listNotUnder: async (ringKeyId, after, limit) =>
        list.all(after, ringKeyId, limit).map((row) => ({ subjectId: row.subject_id, wrapped: row.wrapped_key })),
      replace: async (subjectId: string, expected: Buffer, next: WrappedDataKey) =>
        replace.run(next.wrapped, next.ringKeyId, subjectId, expected).changes === 1,
      countByRingKey: async () => new Map(count.all().map((row) => [row.ring_key_id, row.total])),
      readWrappingKey: async () => readWrapping(),
      promoteWrappingKey: async (next) => promote.immediate(next),
    };
  }
}

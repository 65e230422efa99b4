import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import type { KeyStore } from './key-store.port.js';
import { createDataKey, deriveKeyEncryptionKey, unwrapDataKey, wrapDataKey } from './key-wrapping.js';

type KeyRow = { wrapped_key: Buffer };

/**
 * Data keys in their own SQLite file (never beside the events, so a copy of the event
 * store alone reveals nothing). Keys are stored wrapped under a key derived from the
 * master secret. Deletion overwrites the row's bytes (secure_delete) and truncates the
 * WAL so no older page holding the key survives in either file.
 */
export class SqliteKeyStore implements KeyStore {
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly keyEncryptionKey: Buffer;
  private readonly selectKey: Database.Statement<[string], KeyRow>;
  private readonly insertKey: Database.Statement<[string, Buffer, string]>;
  private readonly deleteKey: Database.Statement<[string]>;

  constructor(filePath: string, masterSecret: string) {
    this.keyEncryptionKey = deriveKeyEncryptionKey(masterSecret);
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
    this.selectKey = this.database.prepare('SELECT wrapped_key FROM data_keys WHERE subject_id = ?');
    this.insertKey = this.database.prepare(
      'INSERT INTO data_keys (subject_id, wrapped_key, created_at) VALUES (?, ?, ?) ON CONFLICT (subject_id) DO NOTHING',
    );
    this.deleteKey = this.database.prepare('DELETE FROM data_keys WHERE subject_id = ?');
  }

  async getKey(subjectId: string): Promise<Buffer | null> {
    const row = this.selectKey.get(subjectId);
    return row ? unwrapDataKey(this.keyEncryptionKey, subjectId, row.wrapped_key) : null;
  }

  async getOrCreateKey(subjectId: string): Promise<Buffer> {
    const wrapped = wrapDataKey(this.keyEncryptionKey, subjectId, createDataKey());
    // Insert-if-absent then read back: another process may have won the race, its key stands.
    this.insertKey.run(subjectId, wrapped, new Date().toISOString());
    const row = this.selectKey.get(subjectId);
    if (!row) {
      throw new Error('Key store lost a data key right after writing it');
    }
    return unwrapDataKey(this.keyEncryptionKey, subjectId, row.wrapped_key);
  }

  async destroyKey(subjectId: string): Promise<void> {
    this.deleteKey.run(subjectId);
    // Copies the zeroed page into the main file and empties the WAL, which still holds
    // the frames that once carried the wrapped key. Runs even when the row was already
    // gone, so a retry after a busy checkpoint finishes the job.
    const [checkpoint] = this.database.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (checkpoint && checkpoint.busy !== 0) {
      throw new Error('Key store could not checkpoint its WAL after destroying a key (another connection is reading); retry');
    }
  }

  async close(): Promise<void> {
    this.file.close();
  }
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { deriveKeyEncryptionKey, newKeyEncryptionKey, unwrapDataKey, wrapDataKey, type KeyEncryptionKey } from './key-wrapping.js';

type RingRow = { id: string; wrapped_key: Buffer };

/** How long a rotation may go without renewing its claim before another one may take over. */
const ROTATION_CLAIM_MS = 10 * 60_000;

/** The ring's file name in DATA_DIR. */
export const KEY_ENCRYPTION_KEY_RING_FILE = 'key-encryption-keys.db';

const labelOf = (id: string): string => `key-encryption-key:${id}`;

/**
 * The key-encryption keys that wrap every data key, in their own small SQLite file on the app's disk,
 * never in the store that holds the wrapped data keys. That separation is what lets a rotation make
 * erasure final: once the old key-encryption key is destroyed here (secure_delete, WAL truncated),
 * every old copy of a wrapped data key, in MongoDB's oplog and free pages or in a backup, is useless.
 * The newest key is the current one; each is stored wrapped under a key derived from the app secret,
 * so this file alone reveals nothing. Several processes may share the file.
 */
export class KeyEncryptionKeyRing {
  private readonly database: Database.Database;
  private readonly secretKey: Buffer;
  private readonly selectNewest: Database.Statement<[], RingRow>;
  private readonly selectById: Database.Statement<[string], RingRow>;
  private readonly insertKey: Database.Statement<[string, Buffer, string]>;

  constructor(
    readonly filePath: string,
    masterSecret: string,
  ) {
    this.secretKey = deriveKeyEncryptionKey(masterSecret, 'key-encryption-key-ring/v1');
    if (filePath !== ':memory:') mkdirSync(dirname(filePath), { recursive: true });
    this.database = new Database(filePath);
    this.database.pragma('journal_mode = WAL');
    this.database.pragma('secure_delete = ON');
    this.database.pragma('busy_timeout = 5000');
    this.database.exec(`
      CREATE TABLE IF NOT EXISTS key_encryption_keys (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        wrapped_key BLOB NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE IF NOT EXISTS rotation_claim (only INTEGER PRIMARY KEY CHECK (only = 1), holder TEXT NOT NULL, expires_at INTEGER NOT NULL);
    `);
    this.selectNewest = this.database.prepare('SELECT id, wrapped_key FROM key_encryption_keys ORDER BY seq DESC LIMIT 1');
    this.selectById = this.database.prepare('SELECT id, wrapped_key FROM key_encryption_keys WHERE id = ?');
    this.insertKey = this.database.prepare('INSERT INTO key_encryption_keys (id, wrapped_key, created_at) VALUES (?, ?, ?)');
  }

  /** The key new data keys are wrapped under; read from the file on each call, so a rotation elsewhere is seen at once. */
  current(): KeyEncryptionKey {
    const row =
      this.selectNewest.get() ??
      // The first key: created inside a write transaction, so two processes starting together agree on it.
      this.database.transaction(() => this.selectNewest.get() ?? this.insert()).immediate();
    return this.unwrap(row);
  }

  /** The key with this id, or null once a rotation destroyed it. */
  find(id: string): KeyEncryptionKey | null {
    const row = this.selectById.get(id);
    return row ? this.unwrap(row) : null;
  }

  /** Adds a key, which becomes the current one. */
  add(): KeyEncryptionKey {
    return this.unwrap(this.insert());
  }

  /**
   * Destroys every key older than `id`, overwriting their bytes in the file and emptying the WAL that
   * still holds them. Throws (retry) when a reader keeps the WAL from being truncated.
   */
  destroyOlderThan(id: string): number {
    const { changes } = this.database
      .prepare('DELETE FROM key_encryption_keys WHERE seq < (SELECT seq FROM key_encryption_keys WHERE id = ?)')
      .run(id);
    const [checkpoint] = this.database.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
    if (checkpoint && checkpoint.busy !== 0) {
      throw new Error('Key-encryption key ring could not checkpoint its WAL after destroying keys (another connection is reading); retry');
    }
    return changes;
  }

  /**
   * Claims the right to rotate, so two rotations never overlap (one would destroy the key the other
   * is rewrapping to). The claim lapses after ten minutes without renewal, should its holder die.
   */
  claimRotation(holder: string, now = Date.now()): boolean {
    const claim = this.database.transaction(() => {
      const existing = this.database.prepare('SELECT holder, expires_at FROM rotation_claim').get() as
        | { holder: string; expires_at: number }
        | undefined;
      if (existing && existing.holder !== holder && existing.expires_at > now) return false;
      this.database
        .prepare('INSERT INTO rotation_claim (only, holder, expires_at) VALUES (1, ?, ?) ON CONFLICT (only) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at')
        .run(holder, now + ROTATION_CLAIM_MS);
      return true;
    });
    return claim.immediate();
  }

  releaseRotation(holder: string): void {
    this.database.prepare('DELETE FROM rotation_claim WHERE holder = ?').run(holder);
  }

  close(): void {
    if (this.database.open) this.database.close();
  }

  private insert(): RingRow {
    const fresh = newKeyEncryptionKey();
    const row = { id: fresh.id, wrapped_key: wrapDataKey(this.secretKey, labelOf(fresh.id), fresh.key) };
    this.insertKey.run(row.id, row.wrapped_key, new Date().toISOString());
    return row;
  }

  private unwrap(row: RingRow): KeyEncryptionKey {
    return { id: row.id, key: unwrapDataKey(this.secretKey, labelOf(row.id), row.wrapped_key) };
  }
}

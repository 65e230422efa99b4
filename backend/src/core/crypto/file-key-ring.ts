import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import type { KeyEncryptionKeyRing, KeyStoreRows, OpenKeyEncryptionKeyRing } from './key-encryption-key-ring.port.js';
import { type DataKeyWrapper, rewrapEveryRow, RotationRefusedError } from './key-rotation.js';
import type { KeyRotationReport } from './key-store.port.js';
import { deriveKeyEncryptionKey, newKeyEncryptionKey, unwrapDataKey, wrapDataKey, type KeyEncryptionKey } from './key-wrapping.js';

type RingRow = { id: string; wrapped_key: Buffer };

/** How long a rotation may go without renewing its claim before another one may take over. */
const ROTATION_CLAIM_MS = 10 * 60_000;

/** The ring's file name in DATA_DIR. */
export const KEY_ENCRYPTION_KEY_RING_FILE = 'key-encryption-keys.db';

const labelOf = (id: string): string => `key-encryption-key:${id}`;

/**
 * The embedded key-encryption key ring: random keys in their own small SQLite file on the app's disk,
 * never in the store that holds the wrapped data keys. That separation is what lets a rotation make
 * erasure final: once the old key-encryption key is destroyed here (secure_delete, WAL truncated),
 * every old copy of a wrapped data key, in MongoDB's oplog and free pages or in a backup, is useless.
 * The newest key is the current one; each is stored wrapped under a key derived from the app secret,
 * so this file alone reveals nothing. Several processes may share the file, but not several machines:
 * those need the operator's keys (OperatorKeyRing), which can read this file's keys while migrating.
 */
export class FileKeyRing implements KeyEncryptionKeyRing {
  readonly description: string;
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly secretKey: Buffer;
  private readonly selectNewest: Database.Statement<[], RingRow>;
  private readonly selectById: Database.Statement<[string], RingRow>;
  private readonly insertKey: Database.Statement<[string, Buffer, string]>;

  /** Set once this instance has checked that no operator ring took over the key store. */
  private checkedForOperatorRing = false;

  constructor(
    readonly filePath: string,
    masterSecret: string,
    private readonly rows: KeyStoreRows,
  ) {
    this.description = filePath;
    this.secretKey = deriveKeyEncryptionKey(masterSecret, 'key-encryption-key-ring/v1');
    // FULL, like the key store: a key-encryption key is on disk before any data key wrapped under it.
    this.file = openSqliteDatabase(filePath, { secureDelete: true, synchronous: 'FULL' });
    this.database = this.file.database;
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
  async current(): Promise<KeyEncryptionKey> {
    if (!this.checkedForOperatorRing) {
      const refusal = await this.operatorRingRefusal('wrap a data key');
      if (refusal) throw new Error(refusal);
      this.checkedForOperatorRing = true;
    }
    return this.newest();
  }

  /** The newest key, created (inside a write transaction, so processes starting together agree) if the file has none. */
  newest(): KeyEncryptionKey {
    const row =
      this.selectNewest.get() ??
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

  /** The ids of the keys the file holds. */
  keyIds(): string[] {
    return this.database.prepare('SELECT id FROM key_encryption_keys ORDER BY seq').pluck().all() as string[];
  }

  /**
   * Destroys every key older than `id` (every key when `id` is null), overwriting their bytes in the file
   * and emptying the WAL that still holds them. Throws (retry) when a reader keeps the WAL from being truncated.
   */
  destroyOlderThan(id: string | null): number {
    const { changes } =
      id === null
        ? this.database.prepare('DELETE FROM key_encryption_keys').run()
        : this.database.prepare('DELETE FROM key_encryption_keys WHERE seq < (SELECT seq FROM key_encryption_keys WHERE id = ?)').run(id);
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

  /**
   * Claims the rotation, adds a key (new data keys are wrapped under it from now on), rewraps every row
   * under an older one, then destroys the older ones. A writer that wrapped under the old key just before
   * the new one appeared settles its row itself (settleOnCurrentRingKey), so no row is left under a
   * destroyed key. Refused while another rotation holds the claim, and if it loses its claim midway.
   */
  async rotate(wrapper: DataKeyWrapper): Promise<KeyRotationReport> {
    const refusal = await this.operatorRingRefusal('rotate');
    if (refusal) throw new RotationRefusedError(refusal);
    const holder = randomUUID();
    const stillClaimed = () => {
      if (!this.claimRotation(holder)) throw new RotationRefusedError('Key rotation lost its claim to another rotation; nothing was destroyed');
    };
    if (!this.claimRotation(holder)) throw new RotationRefusedError('Another key rotation is running; try again once it has finished');
    try {
      const next = this.add();
      const { rewrapped, unreadable } = await rewrapEveryRow(this.rows, wrapper, next, stillClaimed);
      stillClaimed();
      const destroyed = this.destroyOlderThan(next.id);
      return { ring: 'file', keyEncryptionKeyId: next.id, rewrapped, unreadable, destroyedKeyEncryptionKeys: destroyed };
    } finally {
      this.releaseRotation(holder);
    }
  }

  close(): void {
    this.file.close();
  }

  /**
   * Once the operator's keys (KEY_ENCRYPTION_KEYS) wrap the store's data keys, an instance started
   * without them would wrap new keys under a file only its own machine can read: refused instead.
   */
  private async operatorRingRefusal(action: string): Promise<string | null> {
    const record = await this.rows.readWrappingKey();
    return record
      ? `Cannot ${action}: the key store's data keys are wrapped under KEY_ENCRYPTION_KEYS (version ${record.version}), ` +
          'and this instance has no KEY_ENCRYPTION_KEYS: give it the same value as the other instances'
      : null;
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

/** Opens the file ring at `filePath` for a key store. */
export const fileKeyRing =
  (filePath: string, masterSecret: string): OpenKeyEncryptionKeyRing =>
  (rows) =>
    new FileKeyRing(filePath, masterSecret, rows);

import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import { assertLeaseName, type Lease, type LeaseStore } from './lease-store.port.js';

type LeaseRow = { name: string; holder: string; token: number; expires_at: number };

export type SqliteLeaseStoreOptions = {
  /** Milliseconds since the epoch; every process on one machine shares the system clock. Tests pass their own. */
  now?: () => number;
  busyTimeoutMs?: number;
};

/**
 * Leases in a SQLite file (DATA_DIR/leases.db), shared by every process on that folder. Each change
 * is one IMMEDIATE transaction, so the read of the current row and the write that follows happen
 * under the file's write lock: two processes can never both take a lease. A released lease keeps
 * its row (expired), so the next holder's token still counts up from it.
 */
/** The expiry of a released lease: its tenure ended for good, unlike one that merely ran out. */
const RELEASED = 0;

export class SqliteLeaseStore implements LeaseStore {
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly now: () => number;
  private readonly select: Database.Statement<[string], LeaseRow>;
  private readonly selectLive: Database.Statement<[number], LeaseRow>;
  private readonly upsert: Database.Statement<[string, string, number, number]>;
  private readonly setExpiry: Database.Statement<[number, string, string, number]>;
  private readonly acquireTransaction: (name: string, holder: string, ttlMs: number) => Lease | null;
  private readonly renewTransaction: (lease: Lease, ttlMs: number) => Lease | null;

  constructor(filePath: string, options: SqliteLeaseStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    // FULL: a token lost in an OS crash would be handed out again, below a fence the read models
    // already recorded, and that holder's every write would be refused.
    this.file = openSqliteDatabase(filePath, { busyTimeoutMs: options.busyTimeoutMs, synchronous: 'FULL' });
    this.database = this.file.database;
    this.database.exec(
      'CREATE TABLE IF NOT EXISTS leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, token INTEGER NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID',
    );
    this.select = this.database.prepare('SELECT * FROM leases WHERE name = ?');
    this.selectLive = this.database.prepare('SELECT * FROM leases WHERE expires_at > ? ORDER BY name');
    this.upsert = this.database.prepare(
      'INSERT INTO leases (name, holder, token, expires_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, token = excluded.token, expires_at = excluded.expires_at',
    );
    this.setExpiry = this.database.prepare('UPDATE leases SET expires_at = ? WHERE name = ? AND holder = ? AND token = ?');

    const acquire = this.database.transaction((name: string, holder: string, ttlMs: number): Lease | null => {
      const now = this.now();
      const row = this.select.get(name);
      const live = row !== undefined && row.expires_at > now;
      if (live && row.holder !== holder) return null;
      // The same holder keeps its token while the lease is live; any new tenure gets the next one.
      const token = live ? row.token : (row?.token ?? 0) + 1;
      this.upsert.run(name, holder, token, now + ttlMs);
      return { name, holder, token, expiresAt: new Date(now + ttlMs) };
    });
    const renew = this.database.transaction((lease: Lease, ttlMs: number): Lease | null => {
      const now = this.now();
      const row = this.select.get(lease.name);
      // Run out but not taken (nor released: expiry 0) is still this tenure: nobody wrote under another token meanwhile.
      if (!row || row.holder !== lease.holder || row.token !== lease.token || row.expires_at === RELEASED) return null;
      this.setExpiry.run(now + ttlMs, lease.name, lease.holder, lease.token);
      return { ...lease, expiresAt: new Date(now + ttlMs) };
    });
    this.acquireTransaction = (name, holder, ttlMs) => acquire.immediate(name, holder, ttlMs);
    this.renewTransaction = (lease, ttlMs) => renew.immediate(lease, ttlMs);
  }

  async acquire(name: string, holder: string, ttlMs: number): Promise<Lease | null> {
    assertLeaseName(name);
    return this.acquireTransaction(name, holder, ttlMs);
  }

  async renew(lease: Lease, ttlMs: number): Promise<Lease | null> {
    return this.renewTransaction(lease, ttlMs);
  }

  async release(lease: Lease): Promise<void> {
    // Expired at once rather than deleted: the row keeps the last token.
    this.setExpiry.run(RELEASED, lease.name, lease.holder, lease.token);
  }

  async current(name: string): Promise<Lease | null> {
    const row = this.select.get(name);
    return row && row.expires_at > this.now() ? toLease(row) : null;
  }

  async list(): Promise<Lease[]> {
    return this.selectLive.all(this.now()).map(toLease);
  }

  async close(): Promise<void> {
    this.file.close();
  }
}

const toLease = (row: LeaseRow): Lease => ({ name: row.name, holder: row.holder, token: row.token, expiresAt: new Date(row.expires_at) });

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type WalBounds, WalKeeper } from './wal-keeper.js';

export type SqliteDatabaseOptions = {
  busyTimeoutMs?: number;
  /** Overwrite deleted content with zeros (stores that erase personal data or keys). */
  secureDelete?: boolean;
  /** FULL fsyncs every commit: for a file whose loss in an OS crash would cost more than its writes do (keys). */
  synchronous?: 'NORMAL' | 'FULL';
  wal?: Partial<WalBounds>;
  /** The connection's page cache, in KiB (default DEFAULT_CACHE_SIZE_KIB). */
  cacheSizeKib?: number;
};

/** An open SQLite file and what must stop with it. */
export type SqliteDatabase = { database: Database.Database; close(): void };

const DEFAULT_BUSY_TIMEOUT_MS = 5000;
/**
 * SQLite's own default page cache (2 MB per connection). better-sqlite3 is built with 16 MB, and every
 * file of the app has its own connection: a campaign filled the events and read-model caches and the
 * process kept 30 MB more for as long as it ran. The operating system caches the files' pages anyway.
 */
export const DEFAULT_CACHE_SIZE_KIB = 2048;
const WAL_RETRY_PAUSE_MS = 5;

/**
 * Switches a file to WAL. Two processes opening a new file at once can both try; SQLite answers the
 * loser SQLITE_BUSY at once, without the busy handler (its read lock cannot be upgraded without the
 * risk of a deadlock), so the switch is retried here until the busy timeout. A file already in WAL
 * (the usual case) needs no lock at all.
 */
const enterWal = (database: Database.Database, busyTimeoutMs: number) => {
  const deadline = Date.now() + busyTimeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      if (database.pragma('journal_mode', { simple: true }) !== 'wal') database.pragma('journal_mode = WAL');
      return;
    } catch (error) {
      // By its code, not its class: the driver's native part keeps the error class of the first copy of the module loaded (test runners load several).
      const code = (error as { code?: unknown }).code;
      const busy = typeof code === 'string' && code.startsWith('SQLITE_BUSY');
      if (!busy || Date.now() >= deadline) throw error;
      // Opening is synchronous (constructors call it); a short blocking pause lets the other process finish its switch.
      Atomics.wait(pause, 0, 0, WAL_RETRY_PAUSE_MS);
    }
  }
};

/**
 * Every SQLite file of the app opens here, so each gets the same pragmas: WAL with NORMAL sync unless
 * asked for FULL (a commit survives a killed process, fsync happens at checkpoints), a busy timeout for other processes
 * on the same file, and a bounded write-ahead log: `journal_size_limit` shrinks the WAL file each time
 * it restarts, and a WalKeeper truncates it when the database is idle or the file grows past a size,
 * so no file keeps the peak size of one big import; and a page cache of SQLite's default size.
 */
export const openSqliteDatabase = (filePath: string, options: SqliteDatabaseOptions = {}): SqliteDatabase => {
  const inMemory = filePath === ':memory:';
  if (!inMemory) mkdirSync(dirname(filePath), { recursive: true });
  const busyTimeoutMs = options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const database = new Database(filePath, { timeout: busyTimeoutMs });
  enterWal(database, busyTimeoutMs);
  database.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  database.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  database.pragma(`cache_size = -${Math.trunc(options.cacheSizeKib ?? DEFAULT_CACHE_SIZE_KIB)}`);
  if (options.secureDelete) database.pragma('secure_delete = ON');
  const keeper = inMemory ? null : new WalKeeper(database, filePath, options.wal);
  return {
    database,
    close() {
      keeper?.stop();
      // The last connection to close checkpoints the WAL into the file and deletes it.
      if (database.open) database.close();
    },
  };
};

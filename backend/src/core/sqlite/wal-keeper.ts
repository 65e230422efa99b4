import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';

export type WalBounds = {
  /** SQLite's journal_size_limit: the WAL file is cut back to this size whenever it restarts. */
  journalSizeLimitBytes: number;
  /** A WAL file larger than this is checkpointed and truncated at the next check. */
  truncateAboveBytes: number;
  /** A WAL file left unchanged this long is checkpointed and truncated to zero. */
  idleMs: number;
  /** How often the file is looked at. */
  checkIntervalMs: number;
};

export const DEFAULT_WAL_BOUNDS: WalBounds = {
  journalSizeLimitBytes: 16 * 1024 * 1024,
  truncateAboveBytes: 64 * 1024 * 1024,
  idleMs: 30_000,
  checkIntervalMs: 1000,
};

type WalFile = { size: number; changedAt: number };

const walFileOf = (walPath: string): WalFile | null => {
  try {
    const stats = statSync(walPath);
    return { size: stats.size, changedAt: stats.mtimeMs };
  } catch {
    return null;
  }
};

/** Whether the WAL should be truncated now: past the size bound, or not empty and left alone for `idleMs`. */
export const walNeedsTruncating = (wal: WalFile | null, bounds: Pick<WalBounds, 'truncateAboveBytes' | 'idleMs'>, now: number): boolean =>
  wal !== null && wal.size > 0 && (wal.size > bounds.truncateAboveBytes || now - wal.changedAt >= bounds.idleMs);

/**
 * Keeps one database's write-ahead log small. A WAL only restarts from its beginning when a checkpoint
 * has caught up and no reader still uses it, so under steady reads and writes it can grow without
 * bound and then keeps its peak size on disk. A TRUNCATE checkpoint folds it back and empties it.
 * It is tried without waiting (busy timeout 0): when another connection is busy it simply returns,
 * and the next check tries again, so the event loop is never held up waiting for a lock.
 */
export class WalKeeper {
  private readonly bounds: WalBounds;
  private readonly timer: NodeJS.Timeout;
  private readonly walPath: string;

  constructor(
    private readonly database: Database.Database,
    filePath: string,
    bounds: Partial<WalBounds> = {},
  ) {
    this.bounds = { ...DEFAULT_WAL_BOUNDS, ...bounds };
    this.walPath = `${filePath}-wal`;
    database.pragma(`journal_size_limit = ${Math.trunc(this.bounds.journalSizeLimitBytes)}`);
    this.timer = setInterval(() => this.check(), this.bounds.checkIntervalMs);
    this.timer.unref();
  }

  /** Checkpoints and truncates the WAL if it needs it; answers whether a truncation ran to completion. */
  check(now = Date.now()): boolean {
    if (!this.database.open || !walNeedsTruncating(walFileOf(this.walPath), this.bounds, now)) return false;
    return this.truncate();
  }

  truncate(): boolean {
    const busyTimeout = this.database.pragma('busy_timeout', { simple: true }) as number;
    try {
      this.database.pragma('busy_timeout = 0');
      const [result] = this.database.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>;
      return result?.busy === 0;
    } catch {
      // SQLITE_BUSY or a locked schema: another connection is at work; the next check tries again.
      return false;
    } finally {
      this.database.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

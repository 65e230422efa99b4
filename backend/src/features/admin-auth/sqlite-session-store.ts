import session from 'express-session';
import { openSqliteDatabase, type SqliteDatabase } from '../../core/sqlite/sqlite-database.js';
import { type AdminSessionStore, sessionExpiry } from './session-store.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** express-session store in DATA_DIR/sessions.db: survives a restart and is shared by every process on the data folder. */
export class SqliteSessionStore extends session.Store implements AdminSessionStore {
  private readonly file: SqliteDatabase;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    filePath: string,
    private readonly defaultTtlMs: number,
  ) {
    super();
    this.file = openSqliteDatabase(filePath);
    this.file.database.exec(`
      CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);
    `);
    this.sweeper = setInterval(() => this.file.database.prepare('DELETE FROM sessions WHERE expires_at < ?').run(Date.now()), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  override get(id: string, callback: Callback<session.SessionData | null>): void {
    try {
      const row = this.file.database.prepare('SELECT data, expires_at FROM sessions WHERE id = ?').get(id) as { data: string; expires_at: number } | undefined;
      callback(undefined, row && row.expires_at > Date.now() ? (JSON.parse(row.data) as session.SessionData) : null);
    } catch (error) {
      callback(error);
    }
  }

  override set(id: string, data: session.SessionData, callback?: Callback): void {
    try {
      this.file.database
        .prepare('INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at')
        .run(id, JSON.stringify(data), sessionExpiry(data, this.defaultTtlMs, Date.now()));
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override destroy(id: string, callback?: Callback): void {
    try {
      this.file.database.prepare('DELETE FROM sessions WHERE id = ?').run(id);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override touch(id: string, data: session.SessionData, callback?: Callback): void {
    this.set(id, data, callback);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.file.close();
  }
}

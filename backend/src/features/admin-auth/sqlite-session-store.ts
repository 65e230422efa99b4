import Database from 'better-sqlite3';
import session from 'express-session';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** express-session store on SQLite, so admin sessions survive a restart. */
export class SqliteSessionStore extends session.Store {
  private readonly db: Database.Database;
  private readonly sweeper: NodeJS.Timeout;

  constructor(filePath: string, private readonly defaultTtlMs: number) {
    super();
    this.db = new Database(filePath);
    this.db.pragma('journal_mode = WAL');
    this.db.exec('CREATE TABLE IF NOT EXISTS sessions (id TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL)');
    this.sweeper = setInterval(() => this.db.prepare('DELETE FROM sessions WHERE expires_at < ?').run(Date.now()), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  override get(id: string, callback: Callback<session.SessionData | null>): void {
    try {
      const row = this.db.prepare('SELECT data, expires_at FROM sessions WHERE id = ?').get(id) as { data: string; expires_at: number } | undefined;
      callback(undefined, row && row.expires_at > Date.now() ? (JSON.parse(row.data) as session.SessionData) : null);
    } catch (error) {
      callback(error);
    }
  }

  override set(id: string, data: session.SessionData, callback?: Callback): void {
    try {
      const expiresAt = data.cookie?.expires ? new Date(data.cookie.expires).getTime() : Date.now() + this.defaultTtlMs;
      this.db.prepare('INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at').run(id, JSON.stringify(data), expiresAt);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override destroy(id: string, callback?: Callback): void {
    try {
      this.db.prepare('DELETE FROM sessions WHERE id = ?').run(id);
      callback?.();
    } catch (error) {
      callback?.(error);
    }
  }

  override touch(id: string, data: session.SessionData, callback?: Callback): void {
    this.set(id, data, callback);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.db.close();
  }
}

import session from 'express-session';
import { type Collection, MongoClient } from 'mongodb';
import { type AdminSessionStore, sessionExpiry } from './session-store.js';

type Callback<T = void> = (error?: unknown, value?: T) => void;
type SessionDocument = { _id: string; data: string; expiresAt: Date };

export const SESSION_COLLECTION = 'admin_sessions';

/**
 * express-session store in MongoDB, so a session made on one instance works on every other. A TTL
 * index on `expiresAt` lets the server delete expired sessions; reads also ignore an expired one,
 * since the TTL monitor runs only about once a minute.
 */
export class MongoSessionStore extends session.Store implements AdminSessionStore {
  private readonly client: MongoClient;
  private readonly sessions: Collection<SessionDocument>;
  private indexes: Promise<unknown> | null = null;

  constructor(
    url: string,
    databaseName: string,
    private readonly defaultTtlMs: number,
  ) {
    super();
    this.client = new MongoClient(url);
    this.sessions = this.client.db(databaseName).collection<SessionDocument>(SESSION_COLLECTION);
  }

  override get(id: string, callback: Callback<session.SessionData | null>): void {
    this.sessions
      .findOne({ _id: id, expiresAt: { $gt: new Date() } })
      .then((document) => callback(undefined, document ? (JSON.parse(document.data) as session.SessionData) : null), callback);
  }

  override set(id: string, data: session.SessionData, callback?: Callback): void {
    const expiresAt = new Date(sessionExpiry(data, this.defaultTtlMs, Date.now()));
    this.ensureIndexes()
      .then(() => this.sessions.updateOne({ _id: id }, { $set: { data: JSON.stringify(data), expiresAt } }, { upsert: true }))
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override destroy(id: string, callback?: Callback): void {
    this.sessions.deleteOne({ _id: id }).then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  override touch(id: string, data: session.SessionData, callback?: Callback): void {
    this.set(id, data, callback);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  private ensureIndexes(): Promise<unknown> {
    this.indexes ??= this.sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    return this.indexes;
  }
}

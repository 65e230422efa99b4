import type Database from 'better-sqlite3';
import type { SqliteDatabase } from '../sqlite/sqlite-database.js';
import type { NewEvent, RecordedEvent } from '../events/event.js';
import type { AppendResult, EventStore, ExpectedRevision, StreamSlice, Subscription, SubscriptionHandler } from './event-store.port.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { PollingSubscription, type SubscriptionErrorReporter } from './polling-subscription.js';
import { openEventDatabase, toRecordedEvent, type EventRow } from './sqlite-schema.js';
import { SqliteEventWriter } from './sqlite-event-writer.js';

export type SqliteEventStoreOptions = {
  /** How often to look for commits made by other processes on the same file. */
  pollIntervalMs?: number;
  busyTimeoutMs?: number;
  /** How often the background thread checkpoints the WAL into the database file. */
  checkpointIntervalMs?: number;
  /** Events per handler call. */
  subscriptionBatchSize?: number;
  /** Delay before a batch whose handler threw is offered again. */
  retryDelayMs?: number;
  onSubscriptionError?: SubscriptionErrorReporter;
};

// Only the error's class and the checkpoint are logged: messages may quote event data.
const logSubscriptionError: SubscriptionErrorReporter = (error, checkpoint) => {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[SqliteEventStore] subscription handler failed after position ${checkpoint} (${kind}); retrying`);
};

/** The embedded event store: one SQLite file, safe to share between processes. */
export class SqliteEventStore implements EventStore {
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly writer: SqliteEventWriter;
  private readonly checkpointer: SqliteCheckpointer | null = null;
  private readonly selectStream: Database.Statement<[string], EventRow>;
  private readonly selectStreamSlice: Database.Statement<[string, number, number], EventRow>;
  private readonly selectStreams: Database.Statement<[string], EventRow>;
  private readonly selectAfter: Database.Statement<[number, number], EventRow>;
  private readonly selectHead: Database.Statement<[], number | null>;
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly options: Required<SqliteEventStoreOptions>;
  private pollTimer: NodeJS.Timeout | null = null;
  private lastDataVersion = 0;
  private closed = false;

  constructor(filePath: string, options: SqliteEventStoreOptions = {}) {
    this.options = {
      pollIntervalMs: options.pollIntervalMs ?? 75,
      busyTimeoutMs: options.busyTimeoutMs ?? 5000,
      subscriptionBatchSize: options.subscriptionBatchSize ?? 500,
      retryDelayMs: options.retryDelayMs ?? 250,
      checkpointIntervalMs: options.checkpointIntervalMs ?? 100,
      onSubscriptionError: options.onSubscriptionError ?? logSubscriptionError,
    };
    this.file = openEventDatabase(filePath, this.options.busyTimeoutMs);
    this.database = this.file.database;
    if (filePath !== ':memory:') {
      // Commits only append to the WAL; the worker moves it into the database file.
      this.database.pragma('wal_autocheckpoint = 0');
      this.checkpointer = new SqliteCheckpointer(filePath, this.options.checkpointIntervalMs, () =>
        this.database.pragma('wal_autocheckpoint = 1000'),
      );
    }
    this.writer = new SqliteEventWriter(this.database, () => this.wakeSubscriptions());
    this.selectStream = this.database.prepare<[string], EventRow>('SELECT * FROM events WHERE stream = ? ORDER BY revision');
    this.selectStreamSlice = this.database.prepare<[string, number, number], EventRow>(
      'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
    );
    // The names travel as one JSON array: a single statement for any number of streams, each looked up by the (stream, revision) index.
    this.selectStreams = this.database.prepare<[string], EventRow>(
      'SELECT * FROM events WHERE stream IN (SELECT value FROM json_each(?)) ORDER BY stream, revision',
    );
    this.selectAfter = this.database.prepare<[number, number], EventRow>(
      'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    this.selectHead = this.database.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck();
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) {
      return Promise.reject(new Error('SqliteEventStore is closed'));
    }
    return this.writer.append(stream, events, expected);
  }

  async readStream(stream: string, slice?: StreamSlice): Promise<RecordedEvent[]> {
    const rows = slice ? this.selectStreamSlice.all(stream, slice.fromRevision, slice.maxCount) : this.selectStream.all(stream);
    return rows.map(toRecordedEvent);
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const found = new Map<string, RecordedEvent[]>(streams.map((stream) => [stream, []]));
    for (const row of this.selectStreams.all(JSON.stringify(streams))) found.get(row.stream)?.push(toRecordedEvent(row));
    return found;
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.readAfter(fromPosition, limit);
  }

  async headPosition(): Promise<number> {
    return this.selectHead.get() ?? 0;
  }

  subscribe(fromPosition: number, handler: SubscriptionHandler): Subscription {
    if (this.closed) {
      throw new Error('SqliteEventStore is closed');
    }
    const subscription: PollingSubscription = new PollingSubscription({
      fromPosition,
      handler,
      batchSize: this.options.subscriptionBatchSize,
      retryDelayMs: this.options.retryDelayMs,
      readAfter: (position, limit) => this.readAfter(position, limit),
      onError: this.options.onSubscriptionError,
      onClose: () => this.forget(subscription),
    });
    this.subscriptions.add(subscription);
    this.startPolling();
    // Start the catch-up after subscribe() returned, so the handler never runs inside the caller.
    queueMicrotask(() => subscription.wake());
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    this.writer.flush();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.stopPolling();
    await this.checkpointer?.stop();
    this.file.close();
  }

  private readAfter(position: number, limit: number): RecordedEvent[] {
    return this.selectAfter.all(position, limit).map(toRecordedEvent);
  }

  private wakeSubscriptions(): void {
    this.subscriptions.forEach((subscription) => subscription.wake());
  }

  private forget(subscription: PollingSubscription): void {
    this.subscriptions.delete(subscription);
    if (this.subscriptions.size === 0) {
      this.stopPolling();
    }
  }

  /** PRAGMA data_version changes only when another connection commits: a nearly free check. */
  private startPolling(): void {
    if (this.pollTimer) {
      return;
    }
    this.lastDataVersion = this.readDataVersion();
    this.pollTimer = setInterval(() => {
      const version = this.readDataVersion();
      if (version !== this.lastDataVersion) {
        this.lastDataVersion = version;
        this.wakeSubscriptions();
      }
    }, this.options.pollIntervalMs);
    this.pollTimer.unref();
  }

  private stopPolling(): void {
    if (this.pollTimer) {
      clearInterval(this.pollTimer);
      this.pollTimer = null;
    }
  }

  private readDataVersion(): number {
    return this.database.pragma('data_version', { simple: true }) as number;
  }
}

import type Database from 'better-sqlite3';
import type { NewEvent } from '../events/event.js';
import { serializeAppend, type SerializedEvent } from './append-size.js';
import type { AppendResult, ExpectedRevision } from './event-store.port.js';
import { checkExpectedRevision, NO_STREAM_REVISION } from './expected-revision.js';

type PendingAppend = {
  stream: string;
  events: SerializedEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; result: AppendResult } | { ok: false; error: unknown };

/** The message SQLite gives when an insert meets the (stream, revision) unique index. */
const STREAM_REVISION_TAKEN = 'UNIQUE constraint failed: events.stream, events.revision';

/** By its message, not its class: the driver's errors keep the class of the first copy of the module loaded (test runners load several). */
const isRevisionTaken = (error: unknown): boolean => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.includes(STREAM_REVISION_TAKEN);
};

/**
 * Group commit: appends requested during the same turn of the event loop are written in one
 * IMMEDIATE transaction (one WAL commit instead of dozens). Each append is still checked and
 * inserted on its own, so a revision conflict or a duplicate id fails only that append.
 */
export class SqliteEventWriter {
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly maxPosition: Database.Statement<[], number | null>;
  private readonly lastRevision: Database.Statement<[string], number | null>;
  private readonly insertEvent: Database.Statement<[number, string, number, string, string, string, string]>;
  private readonly writeBatch: Database.Transaction<(batch: PendingAppend[]) => Outcome[]>;
  private readonly insertMany: Database.Transaction<(append: PendingAppend, revision: number, position: number) => void>;

  constructor(
    database: Database.Database,
    private readonly onCommitted: () => void,
  ) {
    this.maxPosition = database.prepare<[], number | null>('SELECT MAX(position) FROM events').pluck();
    this.lastRevision = database.prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream = ?').pluck();
    this.insertEvent = database.prepare(
      'INSERT INTO events (position, stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    // Nested inside writeBatch this runs as a SAVEPOINT, so a multi-event append is all-or-nothing.
    this.insertMany = database.transaction((append: PendingAppend, revision: number, position: number) =>
      this.insertRows(append, revision, position),
    );
    this.writeBatch = database.transaction((batch: PendingAppend[]) => this.writeAll(batch));
  }

  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // Serialize (and check the size) before queueing: keeps the write lock short and a bad payload fails only its caller.
    let serialized: SerializedEvent[];
    try {
      serialized = serializeAppend(events);
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ stream, events: serialized, expected, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Writes everything queued so far; also called on close so queued appends are not lost. */
  flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) {
      return;
    }
    let outcomes: Outcome[];
    try {
      outcomes = this.writeBatch.immediate(batch);
    } catch (error) {
      // The transaction itself failed (busy beyond the timeout, disk full...): nothing was written.
      batch.forEach((append) => append.reject(error));
      return;
    }
    let anyWritten = false;
    batch.forEach((append, index) => {
      const outcome = outcomes[index];
      if (outcome.ok) {
        anyWritten ||= append.events.length > 0;
        append.resolve(outcome.result);
      } else {
        append.reject(outcome.error);
      }
    });
    if (anyWritten) {
      this.onCommitted();
    }
  }

  private writeAll(batch: PendingAppend[]): Outcome[] {
    // Another process may have written since our last batch: read the head inside the write lock.
    let position = this.maxPosition.get() ?? 0;
    const revisions = new Map<string, number>();
    return batch.map((append): Outcome => {
      // A stream expected not to exist needs no look: the unique (stream, revision) index refuses its
      // revision 0 when it does exist (a new person's streams, which most appends of an import are).
      const current =
        revisions.get(append.stream) ?? (append.expected === 'no_stream' ? NO_STREAM_REVISION : (this.lastRevision.get(append.stream) ?? NO_STREAM_REVISION));
      const conflict = checkExpectedRevision(append.stream, append.expected, current);
      if (conflict) {
        return { ok: false, error: conflict };
      }
      try {
        // A single INSERT is atomic by itself; only multi-event appends need a savepoint.
        if (append.events.length === 1) {
          this.insertRows(append, current, position);
        } else if (append.events.length > 1) {
          this.insertMany(append, current, position);
        }
      } catch (error) {
        const actual = isRevisionTaken(error) ? (this.lastRevision.get(append.stream) ?? NO_STREAM_REVISION) : null;
        return { ok: false, error: (actual !== null && checkExpectedRevision(append.stream, append.expected, actual)) || error };
      }
      position += append.events.length;
      const nextRevision = current + append.events.length;
      revisions.set(append.stream, nextRevision);
      return { ok: true, result: { nextRevision, position } };
    });
  }

  private insertRows(append: PendingAppend, revision: number, position: number): void {
    append.events.forEach((event, index) => {
      const offset = index + 1;
      this.insertEvent.run(position + offset, append.stream, revision + offset, event.id, event.type, event.data, event.metadata);
    });
  }
}

import type { NewEvent, RecordedEvent } from '../events/event.js';

/** 'any' skips the check, 'no_stream' demands a new stream, a number demands that exact last revision. */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export type AppendResult = {
  /** Revision of the last event written in the stream (first event of a stream is revision 0). */
  nextRevision: number;
  /** Global position of the last event written. */
  position: number;
};

export type Subscription = { close(): Promise<void> };

export type SubscriptionHandler = (events: RecordedEvent[]) => Promise<void> | void;

/**
 * The event store port. Global positions are strictly increasing integers;
 * `readAll(from)` returns events with position > from ("after the checkpoint").
 * Data given to `append` is stored as-is: encryption of personal data happens above this port.
 */
/** Part of a stream: the events from a revision on (inclusive), at most `maxCount` of them. */
export type StreamSlice = { fromRevision: number; maxCount: number };

export interface EventStore {
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** A stream's events in revision order: all of them, or the slice asked for (a long stream read a piece at a time). */
  readStream(stream: string, slice?: StreamSlice): Promise<RecordedEvent[]>;
  /**
   * Several streams' events in one read (a missing stream answers an empty list), for a command run
   * over many streams at once (a bulk import). Optional: without it, the EventLog reads each stream.
   */
  readStreams?(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>>;
  /** Events after `fromPosition` (exclusive), in global order, at most `limit` of them. */
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the newest event (0 when the store is empty). */
  headPosition(): Promise<number>;
  /** Catch-up from `fromPosition` (exclusive), then live. The handler is called with batches in order, one at a time. */
  subscribe(fromPosition: number, handler: SubscriptionHandler): Subscription;
  close(): Promise<void>;
}

export const EVENT_STORE = Symbol('EVENT_STORE');

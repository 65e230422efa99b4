import type { LogEntry } from '../events/event.js';

/**
 * What the projection engine reads events from. The real source is the EventLog: it decrypts
 * personal data first (null once a person's key is destroyed), so projections never see ciphertext,
 * and hands up each event upcast and validated, or as an UnreadableEvent entry saying why it cannot be.
 * Positions are global and strictly increasing; `from` is exclusive.
 */
export type EventSource = {
  readAll(from: number, limit: number): Promise<LogEntry[]>;
  /** Catch-up after `from`, then live; batches are delivered in order, one at a time. */
  subscribe(from: number, handler: (events: LogEntry[]) => Promise<void> | void): { close(): Promise<void> };
  /** Position of the newest event, 0 when there is none. */
  headPosition(): Promise<number>;
};

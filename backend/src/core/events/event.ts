import type { Actor } from '../../contract/operations.vocabulary.js';

/** Who caused an event; the list is part of the API, since the audit trail shows it. */
export type { Actor };

/** The envelope every fact in the system travels in. */
export type EventMetadata = {
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  /** The version of its type's schema the data was stored in; reading upcasts older data to the current version. */
  schemaVersion: number;
};

/** An event about to be appended (data still in clear, as the domain produced it). */
export type NewEvent<Type extends string = string, Data = Record<string, unknown>> = {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

/** An event as stored: its stream, its revision inside the stream and its place in the global order. */
export type RecordedEvent<Type extends string = string, Data = Record<string, unknown>> = NewEvent<Type, Data> & {
  stream: string;
  revision: number;
  position: number;
};

/**
 * A stored event the log could not read back: an unknown type, a version without an upcaster, or
 * data that fails its schema. Its data is left out (it may hold personal data); `unreadable` says why.
 */
export type UnreadableEvent = Omit<RecordedEvent, 'data'> & { unreadable: string };

/** What a reader of the whole log gets, in order: each event read back, or why it could not be. */
export type LogEntry = RecordedEvent | UnreadableEvent;

export const isUnreadable = (entry: LogEntry): entry is UnreadableEvent => 'unreadable' in entry;

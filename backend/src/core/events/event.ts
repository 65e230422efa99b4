import type { Actor } from '../../contract/operations.vocabulary.js';

/** Who caused an event; the list is part of the API, since the audit trail shows it. */
export type { Actor };

/** The envelope every fact in the system travels in. */
export type EventMetadata = {
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string | null;
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

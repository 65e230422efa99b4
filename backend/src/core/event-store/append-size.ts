import { validationError } from '../errors/domain-errors.js';
import type { NewEvent } from '../events/event.js';

/**
 * The most bytes one append may carry, on every adapter: EventStoreDB's default MaxAppendSize (1 MiB).
 * Above it that server refuses the whole append; the embedded store refuses it too, so a payload never
 * works on one adapter and fails on the other. Appends are never split: that would break their
 * atomicity and the expected-revision check.
 */
export const MAX_APPEND_BYTES = 1_048_576;

/** An event with its data and metadata as the JSON text the store writes. */
export type SerializedEvent = { id: string; type: string; data: string; metadata: string };

/** How EventStoreDB counts an event toward MaxAppendSize: data and metadata bytes, two per character of the type. */
export const serializedEventSize = (event: SerializedEvent): number =>
  Buffer.byteLength(event.data, 'utf8') + Buffer.byteLength(event.metadata, 'utf8') + event.type.length * 2;

/**
 * Serializes an append's events (throws on values JSON cannot hold) and refuses it, before anything is
 * written, with a validation error when it is larger than MAX_APPEND_BYTES.
 */
export const serializeAppend = (events: readonly NewEvent[]): SerializedEvent[] => {
  let total = 0;
  const serialized = events.map((event) => {
    const text: SerializedEvent = {
      id: event.id,
      type: event.type,
      data: JSON.stringify(event.data),
      metadata: JSON.stringify(event.metadata),
    };
    total += serializedEventSize(text);
    return text;
  });
  if (total > MAX_APPEND_BYTES) {
    throw validationError('events', `too large to store: ${total} bytes, and one change may be at most ${MAX_APPEND_BYTES} bytes`);
  }
  return serialized;
};

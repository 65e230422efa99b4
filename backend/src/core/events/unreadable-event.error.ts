import type { RecordedEvent, UnreadableEvent } from './event.js';

type Located = Pick<RecordedEvent, 'type' | 'stream' | 'position'>;
type Envelope = Omit<RecordedEvent, 'data'>;

/**
 * A stored event that cannot be read back as its type's current shape. The message names the event
 * by type, stream and position and says what is wrong with its shape, never its data (which may
 * hold personal data). A command meeting one fails with a 500 and one log line.
 */
export class UnreadableEventError extends Error {
  constructor(
    readonly event: Located,
    readonly reason: string,
  ) {
    super(`Stored event ${event.type} at position ${event.position} (stream ${event.stream}) cannot be read: ${reason}`);
    this.name = 'UnreadableEventError';
  }

  /** The log entry standing for the event in a read of the whole log. */
  static entry({ id, type, stream, revision, position, metadata }: Envelope, reason: string): UnreadableEvent {
    return { id, type, stream, revision, position, metadata, unreadable: reason };
  }
}

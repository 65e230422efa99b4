import { ANY, NO_STREAM, START, type AllStreamResolvedEvent, type Position, type ReadPosition, type ResolvedEvent } from '@eventstore/db-client';
import type { EventMetadata, RecordedEvent } from '../events/event.js';
import type { ExpectedRevision } from './event-store.port.js';

type EsdbExpectedRevision = typeof ANY | typeof NO_STREAM | bigint;

export const toEsdbExpectedRevision = (expected: ExpectedRevision): EsdbExpectedRevision => {
  if (expected === 'any') {
    return ANY;
  }
  if (expected === 'no_stream') {
    return NO_STREAM;
  }
  return BigInt(expected);
};

/**
 * Our global position is the commit position. Reading $all from a position needs the pair; for
 * events of this store prepare equals commit, and 0 means "from the very start".
 */
export const toReadPosition = (position: number): ReadPosition =>
  position <= 0 ? START : ({ commit: BigInt(position), prepare: BigInt(position) } satisfies Position);

/** System events (type or stream starting with '$') and unresolved links are not ours. */
export const isOwnEvent = (resolved: AllStreamResolvedEvent | ResolvedEvent): boolean => {
  const event = resolved.event;
  return event !== undefined && !event.type.startsWith('$') && !event.streamId.startsWith('$');
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

const parseJson = (value: unknown): Record<string, unknown> => {
  if (isRecord(value)) {
    return value;
  }
  if (value instanceof Uint8Array) {
    const parsed: unknown = JSON.parse(Buffer.from(value).toString('utf8'));
    if (isRecord(parsed)) {
      return parsed;
    }
  }
  throw new Error('EventStoreDB event is not a JSON object');
};

/** Maps an ESDB event (from a stream read, a $all read or a subscription) to our envelope. */
export const toRecordedEvent = (resolved: AllStreamResolvedEvent | ResolvedEvent): RecordedEvent => {
  const event = resolved.event;
  if (!event) {
    throw new Error('EventStoreDB returned a link to a missing event');
  }
  const commit = event.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) {
    throw new Error('EventStoreDB event without a commit position (server older than 22.6?)');
  }
  return {
    id: event.id,
    type: event.type,
    stream: event.streamId,
    revision: Number(event.revision),
    position: Number(commit),
    data: parseJson(event.data),
    metadata: parseJson(event.metadata) as EventMetadata,
  };
};

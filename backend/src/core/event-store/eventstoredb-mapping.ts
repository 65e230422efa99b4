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
 * Our global position is the $all commit position. Events appended over gRPC are committed one by one
 * (implicit transactions): each one's commit position is its own log position, equal to its prepare
 * position, so positions are unique and increase in $all order. Reading $all from a position needs the
 * pair; 0 means "from the very start".
 */
export const toReadPosition = (position: number): ReadPosition =>
  position <= 0 ? START : ({ commit: BigInt(position), prepare: BigInt(position) } satisfies Position);

/** Decides which event types belong to this application; the wiring passes the event registry's. */
export type EventTypeFilter = (type: string) => boolean;

export const anyEventType: EventTypeFilter = () => true;

/** Why an event of $all is not handed to the application. */
export type SkipReason =
  /** Written by another writer sharing the server: a type this application does not define. */
  | 'foreign-type'
  /** One of our types, but its data or metadata is not the envelope this application writes. */
  | 'malformed'
  /** Committed in a legacy explicit transaction, whose events share one commit position. */
  | 'shared-position';

export type SkippedEvent = { position: number; type: string; reason: SkipReason };

export type MappedEvent = { kind: 'event'; event: RecordedEvent } | { kind: 'system' } | ({ kind: 'skipped' } & SkippedEvent);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

/** The client hands JSON events over parsed, malformed JSON as the raw string, other content as bytes. */
const parseObject = (value: unknown): Record<string, unknown> | null => {
  if (isRecord(value)) {
    return value;
  }
  const text = typeof value === 'string' ? value : value instanceof Uint8Array ? Buffer.from(value).toString('utf8') : null;
  if (text === null) {
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

const isEventMetadata = (value: Record<string, unknown>): boolean =>
  typeof value.occurredAt === 'string' &&
  typeof value.actor === 'string' &&
  typeof value.correlationId === 'string' &&
  (value.causationId === null || typeof value.causationId === 'string') &&
  typeof value.schemaVersion === 'number';

const isSafePosition = (value: bigint | undefined): value is bigint => value !== undefined && value > 0n && value <= BigInt(Number.MAX_SAFE_INTEGER);

/** The $all position of an event, or 0 when the server gave none. */
export const positionOf = (resolved: AllStreamResolvedEvent | ResolvedEvent): number => {
  const commit = resolved.event?.position?.commit ?? resolved.commitPosition;
  return isSafePosition(commit) ? Number(commit) : 0;
};

/**
 * Maps an event read from the server to our envelope without ever throwing: system events are set
 * aside, and events that are not this application's (another writer's types, malformed payloads,
 * positions shared within an explicit transaction) come back as skipped, with a reason to report.
 */
export const mapEvent = (resolved: AllStreamResolvedEvent | ResolvedEvent, isApplicationType: EventTypeFilter): MappedEvent => {
  const event = resolved.event;
  // Unresolved links and the server's own events ($-prefixed types or streams) are not ours.
  if (!event || event.type.startsWith('$') || event.streamId.startsWith('$')) {
    return { kind: 'system' };
  }
  const position = positionOf(resolved);
  const skipped = (reason: SkipReason): MappedEvent => ({ kind: 'skipped', position, type: event.type, reason });
  if (!isApplicationType(event.type)) {
    return skipped('foreign-type');
  }
  if (event.position && event.position.commit !== event.position.prepare) {
    return skipped('shared-position');
  }
  const data = parseObject(event.data);
  const metadata = parseObject(event.metadata);
  if (position === 0 || data === null || metadata === null || !isEventMetadata(metadata)) {
    return skipped('malformed');
  }
  return {
    kind: 'event',
    event: {
      id: event.id,
      type: event.type,
      stream: event.streamId,
      revision: Number(event.revision),
      position,
      data,
      metadata: metadata as EventMetadata,
    },
  };
};

/** Reports a skipped event: its type, position and why, never its data or stream (they may hold anything). */
export type SkippedEventReporter = (skipped: SkippedEvent) => void;

const REASON_TEXT: Record<SkipReason, string> = {
  'foreign-type': "not one of this application's event types (another writer shares the server)",
  malformed: 'its data or metadata is not the JSON envelope this application writes',
  'shared-position': 'it was committed in an explicit transaction, so its position is not unique',
};

/**
 * Logs the first skip of each (reason, type) pair, so a busy foreign writer does not flood the log;
 * at most `limit` pairs are remembered, after which every skip is logged again.
 */
export const createSkippedEventLogger = (log: (line: string) => void = console.warn, limit = 1000): SkippedEventReporter => {
  const seen = new Set<string>();
  return ({ position, type, reason }) => {
    const key = `${reason}\u0000${type}`;
    if (seen.has(key)) {
      return;
    }
    if (seen.size < limit) {
      seen.add(key);
    }
    const shownType = type.length > 100 ? `${type.slice(0, 100)}…` : type;
    log(
      `[EventStoreDbEventStore] skipped the event at position ${position} of type "${shownType}": ${REASON_TEXT[reason]}; ` +
        'further skips of this type for this reason are not logged',
    );
  };
};

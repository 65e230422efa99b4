import { randomUUID } from 'node:crypto';
import type { PersonalDataCipher } from '../crypto/personal-data-cipher.port.js';
import type { AppendResult, EventStore, ExpectedRevision, StreamSlice, Subscription } from '../event-store/event-store.port.js';
import type { Actor, LogEntry, NewEvent, RecordedEvent } from './event.js';
import type { EventRegistry } from './event-registry.js';
import { type DomainEvent, type EventDefinitions, isEventOf, type RecordedEventOf } from './event-type.js';
import { UnreadableEventError } from './unreadable-event.error.js';
import { uuidv7 } from './uuid-v7.js';

export type AppendContext = {
  actor: Actor;
  now: Date;
  correlationId?: string;
  causationId?: string | null;
};

export type LogHandler = (entries: LogEntry[]) => Promise<void> | void;

/**
 * The application's view of the event store: validates each event against its type's schema and
 * seals personal data with the person's key on the way in; opens it, upcasts it to its type's
 * current version and validates it again on the way out. Everything above this class sees personal
 * fields in clear (or null once a person is erased) and data in its current shape; everything
 * below it only ever sees ciphertext.
 */
export class EventLog {
  constructor(
    private readonly store: EventStore,
    private readonly registry: EventRegistry,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async append(stream: string, events: readonly DomainEvent[], expected: ExpectedRevision, context: AppendContext): Promise<AppendResult> {
    const correlationId = context.correlationId ?? randomUUID();
    const envelopes: NewEvent[] = [];
    for (const event of events) {
      const definition = this.registry.get(event.type);
      const data = definition.schema.parse(event.data);
      envelopes.push({
        id: uuidv7(),
        type: event.type,
        data: await this.cipher.seal(definition, data),
        metadata: {
          occurredAt: context.now.toISOString(),
          actor: context.actor,
          correlationId,
          causationId: context.causationId ?? null,
          schemaVersion: definition.schemaVersion,
        },
      });
    }
    return this.store.append(stream, envelopes, expected);
  }

  /**
   * A stream's events, read back. Given the event types the stream may hold (a decider's), they are
   * typed as those. Throws an UnreadableEventError when an event cannot be read, or is of another type.
   */
  async readStream(stream: string): Promise<RecordedEvent[]>;
  async readStream<Definitions extends EventDefinitions>(stream: string, definitions: Definitions, slice?: StreamSlice): Promise<RecordedEventOf<Definitions[number]>[]>;
  async readStream(stream: string, definitions?: EventDefinitions, slice?: StreamSlice): Promise<RecordedEvent[]> {
    return this.readBack(stream, await this.store.readStream(stream, slice), definitions);
  }

  /** Several streams read back at once (one query where the store can), each as readStream reads it; every stream asked for has an entry. */
  async readStreams<Definitions extends EventDefinitions>(streams: readonly string[], definitions: Definitions): Promise<Map<string, RecordedEventOf<Definitions[number]>[]>>;
  async readStreams(streams: readonly string[], definitions: EventDefinitions): Promise<Map<string, RecordedEvent[]>> {
    const stored = this.store.readStreams
      ? await this.store.readStreams(streams)
      : new Map(await Promise.all(streams.map(async (stream) => [stream, await this.store.readStream(stream)] as const)));
    const read = new Map<string, RecordedEvent[]>();
    for (const stream of streams) read.set(stream, await this.readBack(stream, stored.get(stream) ?? [], definitions));
    return read;
  }

  private async readBack(stream: string, events: RecordedEvent[], definitions?: EventDefinitions): Promise<RecordedEvent[]> {
    const expected = definitions ? isEventOf(definitions) : null;
    const read: RecordedEvent[] = new Array(events.length);
    for (let index = 0; index < events.length; index++) {
      const stored = events[index];
      const event = { ...stored, data: this.registry.readData(stored, await this.open(stored)) };
      if (expected && !expected(event)) throw new UnreadableEventError(event, `stream ${stream} is not expected to hold this event type`);
      read[index] = event;
    }
    return read;
  }

  /** Events after `fromPosition`, read back; one that cannot be read stands as an UnreadableEvent entry, so readers of other types go on. */
  async readAll(fromPosition: number, limit: number): Promise<LogEntry[]> {
    return this.readEntries(await this.store.readAll(fromPosition, limit));
  }

  headPosition(): Promise<number> {
    return this.store.headPosition();
  }

  subscribe(fromPosition: number, handler: LogHandler): Subscription {
    return this.store.subscribe(fromPosition, async (events) => handler(await this.readEntries(events)));
  }

  private async readEntries(events: RecordedEvent[]): Promise<LogEntry[]> {
    const entries: LogEntry[] = new Array(events.length);
    for (let index = 0; index < events.length; index++) {
      const stored = events[index];
      // Most events hold no personal data: their data is taken as it is, sparing a microtask per event in a rebuild.
      const definition = this.registry.find(stored.type);
      const opened = definition?.personalData ? await this.cipher.open(definition, stored.data) : stored.data;
      try {
        entries[index] = { ...stored, data: this.registry.readData(stored, opened) };
      } catch (error) {
        if (!(error instanceof UnreadableEventError)) throw error;
        entries[index] = UnreadableEventError.entry(stored, error.reason);
      }
    }
    return entries;
  }

  private async open(event: RecordedEvent): Promise<Record<string, unknown>> {
    const definition = this.registry.find(event.type);
    return definition?.personalData ? this.cipher.open(definition, event.data) : event.data;
  }
}

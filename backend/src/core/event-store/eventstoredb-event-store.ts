import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ReadPosition,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { NewEvent, RecordedEvent } from '../events/event.js';
import type { AppendResult, EventStore, ExpectedRevision, StreamSlice, Subscription, SubscriptionHandler } from './event-store.port.js';
import { serializeAppend } from './append-size.js';
import {
  anyEventType,
  createSkippedEventLogger,
  mapEvent,
  positionOf,
  toEsdbExpectedRevision,
  toReadPosition,
  type EventTypeFilter,
  type SkippedEventReporter,
} from './eventstoredb-mapping.js';
import { EventStoreDbSubscription } from './eventstoredb-subscription.js';
import type { SubscriptionErrorReporter } from './polling-subscription.js';

export type EventStoreDbEventStoreOptions = {
  subscriptionBatchSize?: number;
  retryDelayMs?: number;
  onSubscriptionError?: SubscriptionErrorReporter;
  /**
   * Which event types are this application's (the wiring passes the event registry's). Others, written
   * by another writer sharing the server, are skipped and reported. Defaults to every non-system type.
   */
  isApplicationType?: EventTypeFilter;
  onSkippedEvent?: SkippedEventReporter;
};

const readPageSize = 512;

// Only the error's class is logged: messages may quote event data.
const logSubscriptionError: SubscriptionErrorReporter = (error, checkpoint) => {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[EventStoreDbEventStore] subscription stopped after position ${checkpoint} (${kind}); re-opening from there`);
};

const collect = async <Item>(read: StreamingRead<Item>): Promise<Item[]> => {
  const items: Item[] = [];
  for await (const item of read) {
    items.push(item);
  }
  return items;
};

/** The server event store (EventStoreDB 22.10+ over gRPC), used when EVENTSTORE_URL is set. */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;
  private readonly subscriptions = new Set<EventStoreDbSubscription>();
  private readonly options: Required<EventStoreDbEventStoreOptions>;

  /** Takes a connection string, or a client (tests pass one built on the library's own class). */
  constructor(connection: string | EventStoreDBClient, options: EventStoreDbEventStoreOptions = {}) {
    this.client = typeof connection === 'string' ? EventStoreDBClient.connectionString(connection) : connection;
    this.options = {
      subscriptionBatchSize: options.subscriptionBatchSize ?? 500,
      retryDelayMs: options.retryDelayMs ?? 1000,
      onSubscriptionError: options.onSubscriptionError ?? logSubscriptionError,
      isApplicationType: options.isApplicationType ?? anyEventType,
      onSkippedEvent: options.onSkippedEvent ?? createSkippedEventLogger(),
    };
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    // The server would refuse an append above MaxAppendSize with a raw error: answer the same validation error as every adapter.
    serializeAppend(events);
    const eventData = events.map((event) =>
      jsonEvent({ id: event.id, type: event.type, data: event.data, metadata: event.metadata }),
    );
    try {
      const result = await this.client.appendToStream(stream, eventData, { expectedRevision: toEsdbExpectedRevision(expected) });
      const commit = result.position?.commit;
      return {
        nextRevision: Number(result.nextExpectedRevision),
        position: commit === undefined ? await this.lastPositionOf(stream) : Number(commit),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
        throw new WrongExpectedRevisionError(stream, expected, actual);
      }
      throw error;
    }
  }

  async readStream(stream: string, slice?: StreamSlice): Promise<RecordedEvent[]> {
    try {
      const resolved = await collect(
        this.client.readStream(stream, slice ? { direction: FORWARDS, fromRevision: BigInt(slice.fromRevision), maxCount: slice.maxCount } : { direction: FORWARDS }),
      );
      return resolved.flatMap((item) => this.streamEvent(stream, item));
    } catch (error) {
      if (error instanceof StreamNotFoundError) {
        return [];
      }
      throw error;
    }
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    let cursor: ReadPosition = toReadPosition(fromPosition);
    let after = fromPosition;
    // $all reads are inclusive and also return system and foreign events: page until enough of ours are found.
    while (found.length < limit) {
      const page = await this.readAllPage(cursor, FORWARDS);
      for (const resolved of page) {
        if (found.length >= limit) {
          break;
        }
        if (positionOf(resolved) > after) {
          const event = this.applicationEvent(resolved);
          if (event) found.push(event);
        }
      }
      const last = page[page.length - 1]?.event?.position;
      if (page.length < readPageSize || !last) {
        break;
      }
      cursor = last;
      after = Math.max(after, Number(last.commit));
    }
    return found;
  }

  async headPosition(): Promise<number> {
    let cursor: ReadPosition = END;
    for (;;) {
      const page = await this.readAllPage(cursor, BACKWARDS);
      for (const resolved of page) {
        const newest = this.applicationEvent(resolved);
        if (newest) {
          return newest.position;
        }
      }
      const last = page[page.length - 1]?.event?.position;
      if (page.length < readPageSize || !last) {
        return 0;
      }
      cursor = last;
    }
  }

  subscribe(fromPosition: number, handler: SubscriptionHandler): Subscription {
    const subscription = new EventStoreDbSubscription(this.client, fromPosition, handler, {
      batchSize: this.options.subscriptionBatchSize,
      retryDelayMs: this.options.retryDelayMs,
      onError: this.options.onSubscriptionError,
      isApplicationType: this.options.isApplicationType,
      onSkipped: this.options.onSkippedEvent,
    });
    this.subscriptions.add(subscription);
    return {
      close: async () => {
        this.subscriptions.delete(subscription);
        await subscription.close();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.subscriptions.clear();
    await this.client.dispose();
  }

  private readAllPage(fromPosition: ReadPosition, direction: typeof FORWARDS | typeof BACKWARDS): Promise<AllStreamResolvedEvent[]> {
    return collect(this.client.readAll({ fromPosition, direction, maxCount: readPageSize, resolveLinkTos: false }));
  }

  /** Fallback for servers that do not return the position of an append. */
  private async lastPositionOf(stream: string): Promise<number> {
    const [last] = await collect(this.client.readStream(stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }));
    return last ? positionOf(last) : 0;
  }

  /** An event of $all the application should see, or null (system events silently, others reported). */
  private applicationEvent(resolved: AllStreamResolvedEvent): RecordedEvent | null {
    const mapped = mapEvent(resolved, this.options.isApplicationType);
    if (mapped.kind === 'skipped') {
      this.options.onSkippedEvent(mapped);
    }
    return mapped.kind === 'event' ? mapped.event : null;
  }

  /**
   * An event of one of our streams. Another writer's event types there are skipped and reported like in
   * $all, but a malformed event of one of our types fails the read: a command must not decide on a
   * history with a hole in it.
   */
  private streamEvent(stream: string, resolved: ResolvedEvent): RecordedEvent[] {
    const mapped = mapEvent(resolved, this.options.isApplicationType);
    if (mapped.kind === 'event') {
      return [mapped.event];
    }
    if (mapped.kind === 'skipped') {
      this.options.onSkippedEvent(mapped);
      if (mapped.reason !== 'foreign-type') {
        throw new Error(`Event ${resolved.event?.revision ?? '?'} of stream ${stream} cannot be read (${mapped.reason}); the stream needs repair`);
      }
    }
    return [];
  }
}

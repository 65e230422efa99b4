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
  type StreamingRead,
} from '@eventstore/db-client';
import { WrongExpectedRevisionError } from '../errors/domain-errors.js';
import type { NewEvent, RecordedEvent } from '../events/event.js';
import type { AppendResult, EventStore, ExpectedRevision, Subscription, SubscriptionHandler } from './event-store.port.js';
import { isOwnEvent, toEsdbExpectedRevision, toReadPosition, toRecordedEvent } from './eventstoredb-mapping.js';
import { EventStoreDbSubscription } from './eventstoredb-subscription.js';
import type { SubscriptionErrorReporter } from './polling-subscription.js';

export type EventStoreDbEventStoreOptions = {
  subscriptionBatchSize?: number;
  retryDelayMs?: number;
  onSubscriptionError?: SubscriptionErrorReporter;
};

const readPageSize = 512;

// Only the error's class is logged: messages may quote event data.
const logSubscriptionError: SubscriptionErrorReporter = (error, checkpoint) => {
  const kind = error instanceof Error ? error.name : typeof error;
  console.error(`[EventStoreDbEventStore] subscription failed after position ${checkpoint} (${kind}); retrying`);
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

  constructor(connectionString: string, options: EventStoreDbEventStoreOptions = {}) {
    this.client = EventStoreDBClient.connectionString(connectionString);
    this.options = {
      subscriptionBatchSize: options.subscriptionBatchSize ?? 500,
      retryDelayMs: options.retryDelayMs ?? 1000,
      onSubscriptionError: options.onSubscriptionError ?? logSubscriptionError,
    };
  }

  async append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
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

  async readStream(stream: string): Promise<RecordedEvent[]> {
    try {
      const resolved = await collect(this.client.readStream(stream, { direction: FORWARDS }));
      return resolved.filter(isOwnEvent).map(toRecordedEvent);
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
    // $all reads are inclusive and also return system events: page until enough of ours are found.
    while (found.length < limit) {
      const page = await this.readAllPage(cursor, FORWARDS);
      for (const resolved of page) {
        const position = Number(resolved.event?.position.commit ?? resolved.commitPosition ?? 0);
        if (position > after && isOwnEvent(resolved) && found.length < limit) {
          found.push(toRecordedEvent(resolved));
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
      const newest = page.find(isOwnEvent);
      if (newest) {
        return toRecordedEvent(newest).position;
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
    return last ? toRecordedEvent(last).position : 0;
  }
}

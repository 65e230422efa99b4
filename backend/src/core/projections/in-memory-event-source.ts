import type { NewEvent, RecordedEvent } from '../events/event.js';
import type { EventSource } from './event-source.js';

type Subscriber = { position: number; delivering: boolean; closed: boolean; handler: (events: RecordedEvent[]) => Promise<void> | void };

/**
 * An EventSource held in memory, for tests of projections and of the engine. Positions start at 1
 * and are dense; subscribers get batches in order, one at a time, like the real stores promise.
 */
export class InMemoryEventSource implements EventSource {
  private readonly events: RecordedEvent[] = [];
  private readonly revisions = new Map<string, number>();
  private readonly subscribers = new Set<Subscriber>();

  constructor(private readonly deliveryBatchSize = 100) {}

  append(stream: string, events: NewEvent[]): RecordedEvent[] {
    const recorded = events.map((event) => {
      const revision = (this.revisions.get(stream) ?? -1) + 1;
      this.revisions.set(stream, revision);
      const stored: RecordedEvent = { ...event, stream, revision, position: this.events.length + 1 };
      this.events.push(stored);
      return stored;
    });
    for (const subscriber of this.subscribers) void this.deliver(subscriber);
    return recorded;
  }

  async readAll(from: number, limit: number): Promise<RecordedEvent[]> {
    return this.events.slice(from, from + limit);
  }

  async headPosition(): Promise<number> {
    return this.events.length;
  }

  subscribe(from: number, handler: Subscriber['handler']): { close(): Promise<void> } {
    const subscriber: Subscriber = { position: from, delivering: false, closed: false, handler };
    this.subscribers.add(subscriber);
    void this.deliver(subscriber);
    return {
      close: async () => {
        subscriber.closed = true;
        this.subscribers.delete(subscriber);
      },
    };
  }

  private async deliver(subscriber: Subscriber): Promise<void> {
    if (subscriber.delivering) return;
    subscriber.delivering = true;
    try {
      while (!subscriber.closed && subscriber.position < this.events.length) {
        const batch = this.events.slice(subscriber.position, subscriber.position + this.deliveryBatchSize);
        await subscriber.handler(batch);
        subscriber.position = batch[batch.length - 1].position;
      }
    } finally {
      subscriber.delivering = false;
    }
  }
}

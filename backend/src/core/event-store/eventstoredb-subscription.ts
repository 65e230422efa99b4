import { excludeSystemEvents, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import type { RecordedEvent } from '../events/event.js';
import type { Subscription, SubscriptionHandler } from './event-store.port.js';
import { isOwnEvent, toReadPosition, toRecordedEvent } from './eventstoredb-mapping.js';
import type { SubscriptionErrorReporter } from './polling-subscription.js';

export type EventStoreDbSubscriptionOptions = {
  batchSize: number;
  retryDelayMs: number;
  onError: SubscriptionErrorReporter;
};

/**
 * A catch-up subscription to $all. Events arriving while the handler runs are buffered and handed
 * over as the next batch, so the handler sees batches in order and one at a time. The server
 * stream is paused when the buffer fills, and re-opened from the last received position if it fails.
 */
export class EventStoreDbSubscription implements Subscription {
  private source: AllStreamSubscription | null = null;
  private buffer: RecordedEvent[] = [];
  private lastReceivedPosition: number;
  private delivering: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly client: EventStoreDBClient,
    fromPosition: number,
    private readonly handler: SubscriptionHandler,
    private readonly options: EventStoreDbSubscriptionOptions,
  ) {
    this.lastReceivedPosition = fromPosition;
    this.open();
  }

  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    if (this.timer) {
      clearTimeout(this.timer);
    }
    await this.source?.unsubscribe();
    await this.delivering;
  }

  private open(): void {
    const source = this.client.subscribeToAll({
      fromPosition: toReadPosition(this.lastReceivedPosition),
      filter: excludeSystemEvents(),
    });
    this.source = source;
    source.on('data', (resolved: AllStreamResolvedEvent) => this.receive(source, resolved));
    source.on('error', (error: Error) => {
      if (this.closed || source !== this.source) {
        return;
      }
      this.options.onError(error, this.lastReceivedPosition);
      this.source = null;
      this.later(() => this.open());
    });
  }

  private receive(source: AllStreamSubscription, resolved: AllStreamResolvedEvent): void {
    if (this.closed || source !== this.source || !isOwnEvent(resolved)) {
      return;
    }
    const event = toRecordedEvent(resolved);
    // After a re-open the server may repeat the boundary event: never queue a position twice.
    if (event.position <= this.lastReceivedPosition) {
      return;
    }
    this.lastReceivedPosition = event.position;
    this.buffer.push(event);
    if (this.buffer.length >= this.options.batchSize * 4) {
      source.pause();
    }
    this.deliver();
  }

  private deliver(): void {
    if (this.delivering || this.closed || this.timer) {
      return;
    }
    this.delivering = this.drain().finally(() => {
      this.delivering = null;
      if (this.buffer.length > 0) {
        this.deliver();
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.buffer.length > 0 && !this.closed) {
      const batch = this.buffer.slice(0, this.options.batchSize);
      try {
        await this.handler(batch);
      } catch (error) {
        this.options.onError(error, batch[0].position);
        this.later(() => this.deliver());
        return;
      }
      this.buffer.splice(0, batch.length);
      if (this.buffer.length < this.options.batchSize) {
        this.source?.resume();
      }
    }
  }

  private later(action: () => void): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.closed) {
        action();
      }
    }, this.options.retryDelayMs);
    this.timer.unref();
  }
}

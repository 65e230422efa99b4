import { excludeSystemEvents, type AllStreamResolvedEvent, type AllStreamSubscription, type EventStoreDBClient } from '@eventstore/db-client';
import type { RecordedEvent } from '../events/event.js';
import type { Subscription, SubscriptionHandler } from './event-store.port.js';
import { mapEvent, toReadPosition, type EventTypeFilter, type SkippedEventReporter } from './eventstoredb-mapping.js';
import type { SubscriptionErrorReporter } from './polling-subscription.js';

export type EventStoreDbSubscriptionOptions = {
  batchSize: number;
  retryDelayMs: number;
  onError: SubscriptionErrorReporter;
  isApplicationType: EventTypeFilter;
  onSkipped: SkippedEventReporter;
};

/** Raised (to the error reporter) when the server ends a subscription that nobody closed. */
export class SubscriptionEndedError extends Error {
  constructor(how: 'end' | 'close') {
    super(`EventStoreDB ended the subscription (${how}) without an error`);
    this.name = 'SubscriptionEndedError';
  }
}

/**
 * A catch-up subscription to $all. Events arriving while the handler runs are buffered and handed
 * over as the next batch, so the handler sees batches in order and one at a time. The server
 * stream is paused when the buffer fills. Whenever the server stream stops without our asking (an
 * error, or a clean end on shutdown or leader change), it is reported and re-opened from the last
 * received position. Events that are not this application's are skipped and reported, never thrown.
 */
export class EventStoreDbSubscription implements Subscription {
  private source: AllStreamSubscription | null = null;
  private buffer: RecordedEvent[] = [];
  private lastReceivedPosition: number;
  private delivering: Promise<void> | null = null;
  /** Pending retry of a batch whose handler threw; delivery waits for it. */
  private retryTimer: NodeJS.Timeout | null = null;
  private reopenTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly client: Pick<EventStoreDBClient, 'subscribeToAll'>,
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
    for (const timer of [this.retryTimer, this.reopenTimer]) {
      if (timer) clearTimeout(timer);
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
    source.on('error', (error: Error) => this.lost(source, error));
    // A stream that ends cleanly was not asked to: the server shut down or lost its leadership.
    source.on('end', () => this.lost(source, new SubscriptionEndedError('end')));
    source.on('close', () => this.lost(source, new SubscriptionEndedError('close')));
  }

  /** Error, end and close usually follow one another: only the first one for the current source counts. */
  private lost(source: AllStreamSubscription, error: Error): void {
    if (this.closed || source !== this.source) {
      return;
    }
    this.source = null;
    this.options.onError(error, this.lastReceivedPosition);
    // Cancels the call if it is still open on the client side; an ended one is left as it is.
    source.unsubscribe().catch(() => undefined);
    this.reopenTimer = this.later(() => {
      this.reopenTimer = null;
      this.open();
    });
  }

  private receive(source: AllStreamSubscription, resolved: AllStreamResolvedEvent): void {
    if (this.closed || source !== this.source) {
      return;
    }
    const mapped = mapEvent(resolved, this.options.isApplicationType);
    if (mapped.kind !== 'event') {
      if (mapped.kind === 'skipped') {
        this.options.onSkipped(mapped);
      }
      return;
    }
    const event = mapped.event;
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
    if (this.delivering || this.closed || this.retryTimer) {
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
        this.retryTimer = this.later(() => {
          this.retryTimer = null;
          this.deliver();
        });
        return;
      }
      this.buffer.splice(0, batch.length);
      if (this.buffer.length < this.options.batchSize) {
        this.source?.resume();
      }
    }
  }

  private later(action: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      if (!this.closed) {
        action();
      }
    }, this.options.retryDelayMs);
    timer.unref();
    return timer;
  }
}

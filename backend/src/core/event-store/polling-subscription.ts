import type { RecordedEvent } from '../events/event.js';
import type { Subscription, SubscriptionHandler } from './event-store.port.js';

export type SubscriptionErrorReporter = (error: unknown, checkpoint: number) => void;

type PollingSubscriptionOptions = {
  fromPosition: number;
  batchSize: number;
  retryDelayMs: number;
  /** Synchronous read of events after a position (exclusive), in global order. */
  readAfter: (position: number, limit: number) => RecordedEvent[];
  handler: SubscriptionHandler;
  onError: SubscriptionErrorReporter;
  onClose: () => void;
};

/**
 * A subscription that pulls from the store whenever it is woken (after a local append, or when
 * another process changed the file). One drain loop at a time guarantees batches are delivered in
 * order, never concurrently, and the checkpoint only advances after the handler succeeded.
 */
export class PollingSubscription implements Subscription {
  private checkpoint: number;
  private draining: Promise<void> | null = null;
  private wokenWhileDraining = false;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.checkpoint = options.fromPosition;
  }

  wake(): void {
    if (this.closed) {
      return;
    }
    if (this.draining) {
      this.wokenWhileDraining = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      // A wake that raced with the end of the loop must not be lost.
      if (this.wokenWhileDraining && !this.retryTimer) {
        this.wake();
      }
    });
  }

  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
    }
    // Let an in-flight handler finish so the caller knows nothing is delivered after close.
    await this.draining;
    this.options.onClose();
  }

  private async drain(): Promise<void> {
    do {
      this.wokenWhileDraining = false;
      for (;;) {
        if (this.closed) {
          return;
        }
        const batch = this.options.readAfter(this.checkpoint, this.options.batchSize);
        if (batch.length === 0) {
          break;
        }
        try {
          await this.options.handler(batch);
        } catch (error) {
          this.options.onError(error, this.checkpoint);
          this.scheduleRetry();
          return;
        }
        this.checkpoint = batch[batch.length - 1].position;
      }
    } while (this.wokenWhileDraining);
  }

  /** A failed batch is offered again later, from the same checkpoint. */
  private scheduleRetry(): void {
    if (this.closed) {
      return;
    }
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.wake();
    }, this.options.retryDelayMs);
    this.retryTimer.unref();
  }
}

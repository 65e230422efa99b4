/** How the throttle waits; injected so tests can count waits instead of spending them. */
export type Wait = (milliseconds: number) => Promise<void>;

export const realWait: Wait = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * A token bucket shared by every campaign of the process: at most `ratePerSecond` messages handed
 * to the transport per second on average, in bursts of at most one second's worth (or one batch,
 * if a batch is larger). A rate of 0 means no limit.
 */
export class SendThrottle {
  private tokens: number;
  private last: number;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = () => Date.now(),
    private readonly wait: Wait = realWait,
  ) {
    this.tokens = ratePerSecond;
    this.last = this.now();
  }

  /** Resolves when `count` messages may go; callers are served in the order they asked. */
  take(count: number): Promise<void> {
    if (this.ratePerSecond === 0 || count <= 0) return Promise.resolve();
    const turn = this.queue.then(() => this.takeNow(count));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async takeNow(count: number): Promise<void> {
    const capacity = Math.max(this.ratePerSecond, count);
    const now = this.now();
    this.tokens = Math.min(capacity, this.tokens + ((now - this.last) / 1000) * this.ratePerSecond);
    this.last = now;
    if (this.tokens < count) {
      const waitMs = Math.ceil(((count - this.tokens) / this.ratePerSecond) * 1000);
      await this.wait(waitMs);
      this.tokens += (waitMs / 1000) * this.ratePerSecond;
      this.last += waitMs;
    }
    this.tokens -= count;
  }
}

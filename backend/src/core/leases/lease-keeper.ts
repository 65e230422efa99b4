import type { Lease, LeaseStore } from './lease-store.port.js';

export type LeaseKeeperOptions = {
  store: LeaseStore;
  name: string;
  holder: string;
  ttlMs: number;
  /** Called with the lease when it is taken, and with null when it is lost or released; calls never overlap. */
  onChange: (lease: Lease | null) => Promise<void> | void;
  /** How often a non-holder tries to take the lease; default a quarter of the lease period. */
  retryMs?: number;
  /** A store error is reported here (the keeper keeps trying); default: nowhere. */
  onError?: (error: unknown) => void;
};

/**
 * Keeps trying to hold one lease: takes it when free, renews it three times per period, and gives
 * it up in its own mind as soon as a renewal is refused or the period ran out without a successful
 * renewal (measured from when that renewal was sent, so the local deadline is never later than the
 * store's). Holders change through `onChange`, one call at a time, in order.
 */
export class LeaseKeeper {
  private held: Lease | null = null;
  private validUntil = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private ticking: Promise<void> | null = null;
  private changes: Promise<void> = Promise.resolve();

  constructor(private readonly options: LeaseKeeperOptions) {}

  get lease(): Lease | null {
    return this.held && performance.now() < this.validUntil ? this.held : null;
  }

  /** Makes one attempt at once (resolved when any resulting change has been handled), then keeps going. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.tick();
    await this.changes;
  }

  /** A write was refused for an older token: someone else holds the lease now, whatever the timers think. */
  async lost(): Promise<void> {
    if (!this.held) return;
    this.held = null;
    await this.change(null);
    this.schedule(this.retryMs());
  }

  /** Stops trying and releases the lease if held; resolves once the last change was handled. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    const held = this.held;
    this.held = null;
    if (held) {
      await this.change(null);
      await this.options.store.release(held).catch((error: unknown) => this.options.onError?.(error));
    }
    await this.changes;
  }

  private retryMs(): number {
    return this.options.retryMs ?? Math.max(50, Math.floor(this.options.ttlMs / 4));
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private tick(): Promise<void> {
    this.ticking ??= this.attempt().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async attempt(): Promise<void> {
    if (!this.running) return;
    const { store, name, holder, ttlMs } = this.options;
    const sentAt = performance.now();
    const previous = this.held;
    try {
      const lease = previous ? await store.renew(previous, ttlMs) : await store.acquire(name, holder, ttlMs);
      if (!this.running) {
        // Stopped while the call was out: give back what it may have taken.
        if (lease && !previous) await store.release(lease);
        return;
      }
      if (this.held !== previous) {
        // lost() ran meanwhile: that answer is about a tenure that is already over.
      } else if (lease) {
        this.held = lease;
        this.validUntil = sentAt + ttlMs;
        if (!previous) await this.change(lease);
      } else if (previous) {
        this.held = null;
        await this.change(null);
      }
    } catch (error) {
      this.options.onError?.(error);
      if (previous && performance.now() >= this.validUntil) {
        this.held = null;
        await this.change(null);
      }
    }
    this.schedule(this.held ? Math.max(20, Math.floor(ttlMs / 3)) : this.retryMs());
  }

  /** Queued so that the handler's calls never overlap; the caller does not wait for a slow handler. */
  private change(lease: Lease | null): Promise<void> {
    this.changes = this.changes.then(() => this.options.onChange(lease)).catch((error: unknown) => this.options.onError?.(error));
    return Promise.resolve();
  }
}

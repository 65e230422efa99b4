import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { Projection } from './projection.js';
import { liveGenerationKey, parseLiveGeneration } from './projection-naming.js';
import { PUBLISHED_STATUS_KEY, type PublishedProjection, type PublishedStatus, parsePublishedStatus } from './published-status.js';

export type FollowerOptions = {
  store: ReadModelStore;
  projections: ReadonlyMap<string, Projection>;
  /** Reads while nobody waits: what bounds how stale a response cache can be. */
  idleIntervalMs: number;
  /** Reads while a waitFor is pending: what bounds read-your-writes latency across instances. */
  busyIntervalMs: number;
  hasWaiters: () => boolean;
  /** The record changed: waiters are re-checked. */
  onChange: () => void;
  onError: (error: unknown) => void;
};

/**
 * An instance that does not hold the projections lease follows the holder: it reads the status the
 * holder publishes (generation, position, last document change, state of every projection) and
 * answers collection names, versions and waits from it. It runs no projection and writes nothing.
 */
export class ProjectionFollower {
  private status: PublishedStatus | null = null;
  private raw: string | null = null;
  /** Live generations read from the pointers, for the time before any holder published. */
  private readonly pointers = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private reading: Promise<void> | null = null;
  private reads = 0;

  constructor(private readonly options: FollowerOptions) {}

  get current(): PublishedStatus | null {
    return this.status;
  }

  async start(): Promise<void> {
    this.running = true;
    await this.refresh();
    this.schedule();
  }

  stop(): void {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Reads the record now; concurrent callers that arrive during a read get the next read, not the one already under way. */
  async refresh(): Promise<void> {
    const target = this.reads + (this.reading ? 2 : 1);
    while (this.reads < target) {
      this.reading ??= this.read().finally(() => {
        this.reading = null;
        this.reads += 1;
      });
      await this.reading;
    }
  }

  /** Wakes the poller at once (a waiter was added). */
  nudge(): void {
    if (!this.running) return;
    this.schedule(0);
  }

  projection(name: string): PublishedProjection | null {
    return this.status?.projections[name] ?? null;
  }

  generation(name: string): number {
    return this.projection(name)?.generation ?? this.pointers.get(name) ?? 1;
  }

  private schedule(delayMs?: number): void {
    if (!this.running) return;
    if (this.timer) clearTimeout(this.timer);
    const delay = delayMs ?? (this.options.hasWaiters() ? this.options.busyIntervalMs : this.options.idleIntervalMs);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.refresh()
        .catch((error: unknown) => this.options.onError(error))
        .finally(() => this.schedule());
    }, delay);
    this.timer.unref();
  }

  private async read(): Promise<void> {
    const { store } = this.options;
    const raw = await store.getMeta(PUBLISHED_STATUS_KEY);
    const status = parsePublishedStatus(raw);
    if (!status) {
      for (const name of this.options.projections.keys()) {
        const pointer = parseLiveGeneration(await store.getMeta(liveGenerationKey(name)));
        if (pointer) this.pointers.set(name, pointer.generation);
      }
    }
    if (raw === this.raw && status) return;
    this.raw = raw;
    this.status = status;
    this.options.onChange();
  }
}

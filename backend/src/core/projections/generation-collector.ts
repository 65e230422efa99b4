import { type Fence, FencedOffError, type ReadModelStore } from '../read-model/read-model-store.port.js';
import type { Projection } from './projection.js';

export type CollectableCollection = { collection: string; projection: string; generation: number };

const PHYSICAL_NAME = /^(.+)__(.+)__g(\d+)$/;

/**
 * Among the listed collections, those of a known projection's generation that is not kept (neither
 * live nor being built). Names that are not a known projection's logical collection are left alone:
 * they are not the engine's to drop.
 */
export const collectableCollections = (
  listed: readonly string[],
  projections: ReadonlyMap<string, Pick<Projection, 'collections'>>,
  keep: ReadonlyMap<string, ReadonlySet<number>>,
): CollectableCollection[] => {
  const found: CollectableCollection[] = [];
  for (const collection of listed) {
    const match = PHYSICAL_NAME.exec(collection);
    if (!match) continue;
    const [, projection, logical, generationText] = match;
    if (!projections.get(projection)?.collections.includes(logical)) continue;
    const generation = Number(generationText);
    if (keep.get(projection)?.has(generation)) continue;
    found.push({ collection, projection, generation });
  }
  return found;
};

export type GenerationCollectorOptions = {
  store: ReadModelStore;
  projections: ReadonlyMap<string, Pick<Projection, 'collections'>>;
  fence?: Fence;
  /** How long a replaced generation stays readable for instances that have not switched yet. */
  graceMs: number;
  /** The generations to keep per projection: live, and being built. */
  kept: () => Promise<Map<string, Set<number>>>;
  onFencedOff: () => void;
  log: (message: string) => void;
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Drops the collections of generations that are neither live nor being built, once they have been
 * retired for the grace period: a replaced generation, one left by a failed drop, or by a crash
 * between a swap and its drop. A generation not seen retiring here counts from the first time it is seen.
 */
export class GenerationCollector {
  private readonly retiredAt = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly options: GenerationCollectorOptions) {}

  /** A swap replaced this generation: it goes once the grace period is over (at once without one). */
  async retire(projection: string, generation: number, drop: () => Promise<void>): Promise<void> {
    this.retiredAt.set(`${projection}:${generation}`, Date.now());
    if (this.options.graceMs > 0) {
      // Other instances switch at their next read of the status; the old generation goes once they all have.
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.collect().catch((error: unknown) => this.options.log(`Could not drop replaced generations: ${describe(error)}`));
      }, this.options.graceMs + 50);
      timer.unref();
      this.timers.add(timer);
      return;
    }
    await drop().catch((error: unknown) => {
      if (error instanceof FencedOffError) throw error;
      this.options.log(`Could not drop generation ${generation} of ${projection} yet (${describe(error)}); it will be retried`);
    });
  }

  /** Drops what is collectable; `graceMs` 0 drops retired generations at once (an erasure cannot wait for readers to switch). */
  async collect(now = Date.now(), graceMs = this.options.graceMs): Promise<string[]> {
    if (this.stopped) return [];
    const { store, fence } = this.options;
    const dropped: string[] = [];
    for (const candidate of collectableCollections(await store.listCollections(), this.options.projections, await this.options.kept())) {
      const key = `${candidate.projection}:${candidate.generation}`;
      const retired = this.retiredAt.get(key) ?? now;
      this.retiredAt.set(key, retired);
      if (now - retired < graceMs) continue;
      try {
        await store.dropCollection(candidate.collection, { fence });
        dropped.push(candidate.collection);
      } catch (error) {
        if (error instanceof FencedOffError) {
          this.options.onFencedOff();
          return dropped;
        }
        this.options.log(`Could not drop ${candidate.collection} (${describe(error)}); it will be retried`);
      }
    }
    return dropped;
  }

  /** Collects once the grace period after becoming holder is over (leftovers of a crash), then every `everyMs`. */
  every(everyMs: number): void {
    const run = () => void this.collect().catch((error: unknown) => this.options.log(`Could not drop replaced generations: ${describe(error)}`));
    const first = setTimeout(run, this.options.graceMs + 100);
    const periodic = setInterval(run, everyMs);
    first.unref();
    periodic.unref();
    this.timers.add(first).add(periodic);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

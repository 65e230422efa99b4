import { illegalState, notFound } from '../errors/domain-errors.js';
import type { LogEntry } from '../events/event.js';
import { type Fence, FencedOffError, type ReadModelStore } from '../read-model/read-model-store.port.js';
import type { EventSource } from './event-source.js';
import { GenerationCollector } from './generation-collector.js';
import type { Projection } from './projection.js';
import { checkpointName, liveGenerationKey, parseLiveGeneration } from './projection-naming.js';
import { ProjectionRunner, type ProjectionState } from './projection-runner.js';
import { RebuildMeter, type RebuildProgress } from './projection-status.js';
import { PUBLISHED_STATUS_KEY, snapshotOf } from './published-status.js';
import { SerialLock } from './serial-lock.js';
import { type BeforeSwap, generationCollections } from './verified-swap.js';

type Rebuilding = { builder: ProjectionRunner; progress: RebuildProgress };

export type LeadershipOptions = {
  source: EventSource;
  store: ReadModelStore;
  projections: ReadonlyMap<string, Projection>;
  batchSize: number;
  /** The projections lease's token (none when run without a lease, in tests and single-process tools). */
  fence?: Fence;
  /** Who publishes the status (the instance id); publishing happens only under a fence. */
  holder?: string;
  /** How long a replaced generation stays readable for instances that have not switched yet. */
  retiredGraceMs: number;
  /** Something moved (a batch, a swap, a failure): waiters are re-checked. */
  onMoved: () => void;
  /** A write was refused for an older token: this tenure is over. */
  onFencedOff: () => void;
  log: (message: string) => void;
};

/**
 * One tenure of running the projections: the runners, the live subscription, the rebuilds. In an
 * app with leases a tenure lasts as long as this instance holds the projections lease, and every
 * write is fenced with its token; a new tenure loads everything afresh from the store.
 */
export class Leadership {
  readonly live = new Map<string, ProjectionRunner>();
  readonly rebuilding = new Map<string, Rebuilding>();
  readonly rebuildErrors = new Map<string, string>();
  /** What followers see: published after the commits, so waiters here are released no earlier. */
  readonly published = new Map<string, number>();
  private readonly loading = new Map<string, Promise<ProjectionRunner>>();
  private readonly lock = new SerialLock();
  private readonly collector: GenerationCollector;
  private subscription: { close(): Promise<void> } | null = null;
  private publishing: Promise<void> = Promise.resolve();
  private automaticRebuilds: Promise<void> = Promise.resolve();
  private running = false;
  private ended = false;

  constructor(private readonly options: LeadershipOptions) {
    this.collector = new GenerationCollector({
      store: options.store,
      projections: options.projections,
      fence: options.fence,
      graceMs: options.retiredGraceMs,
      kept: () => this.keptGenerations(),
      onFencedOff: options.onFencedOff,
      log: options.log,
    });
  }

  get active(): boolean {
    return !this.ended;
  }

  get fence(): Fence | undefined {
    return this.options.fence;
  }

  /** Raises the fence (before reading anything), catches every projection up, goes live, starts rebuilds of outdated ones. */
  async start(rebuildOutdated: boolean): Promise<void> {
    const { fence, source } = this.options;
    if (fence) await this.options.store.commit([], null, { fence });
    const runners = await Promise.all([...this.options.projections.keys()].map((name) => this.liveRunner(name)));
    const outdated = runners.filter((runner) => runner.state === 'rebuilding').map((runner) => runner.projection.name);
    const catchingUp = runners.filter((runner) => runner.state === 'catching_up');
    await this.catchUp(catchingUp);
    if (this.ended) return;
    for (const runner of catchingUp) if (runner.state !== 'failed') runner.state = 'live';
    await this.publish();
    this.running = true;
    const livePositions = catchingUp.filter((runner) => runner.state === 'live').map((runner) => runner.position);
    const from = livePositions.length > 0 ? Math.min(...livePositions) : await source.headPosition();
    this.subscription = source.subscribe(from, (events) => this.lock.run(() => this.dispatch(events)));
    if (outdated.length > 0 && rebuildOutdated) {
      // Failures are kept per projection and shown by status(); start() itself does not wait for rebuilds.
      this.automaticRebuilds = this.rebuildMany(outdated).then(
        () => undefined,
        () => undefined,
      );
    }
  }

  whenAutomaticRebuildsSettled(): Promise<void> {
    return this.automaticRebuilds;
  }

  /** Ends the tenure: no more dispatch; with `flush`, stores idle positions and publishes a last time (a clean stop). */
  async end(flush: boolean): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    this.running = false;
    this.collector.stop();
    await this.subscription?.close();
    this.subscription = null;
    // Let a batch being dispatched finish its commit.
    await this.lock.run(async () => undefined);
    await this.automaticRebuilds;
    if (flush) {
      try {
        for (const runner of this.live.values()) await runner.flush();
        await this.publish(true);
      } catch (error) {
        if (!(error instanceof FencedOffError)) throw error;
      }
    }
    for (const runner of this.live.values()) if (runner.state === 'live') runner.state = 'catching_up';
  }

  /**
   * Blue/green rebuild of the named projections from one read of the log; see ProjectionEngine.rebuild.
   * With `beforeSwap`, the live generations are caught up to the same position under the dispatch
   * lock and shown to it beside the rebuilt ones before the swap. Resolves with the last progress figures.
   */
  async rebuildMany(names: string[], onProgress?: (progress: RebuildProgress) => void | Promise<void>, beforeSwap?: BeforeSwap): Promise<RebuildProgress> {
    this.assertNotRebuilding(names);
    const builders: ProjectionRunner[] = [];
    for (const name of names) {
      const live = await this.liveRunner(name);
      const builder = new ProjectionRunner(this.projection(name), live.generation + 1, this.options.store, 0, 'rebuilding', this.options.fence);
      this.rebuilding.set(name, { builder, progress: { done: 0, total: 0, eventsPerSecond: 0 } });
      builders.push(builder);
    }
    const swapped = new Set<ProjectionRunner>();
    try {
      // A rebuild that crashed earlier may have left this generation half built.
      for (const builder of builders) await builder.reset();
      const startedAt = performance.now();
      const meter = new RebuildMeter(await this.options.source.headPosition());
      let last: RebuildProgress = { done: 0, total: 0, eventsPerSecond: 0 };
      let eventsRead = 0;
      const report = async (count: number) => {
        eventsRead += count;
        const progress = meter.record(count, builders.filter((builder) => builder.state !== 'failed').map((builder) => builder.position));
        last = progress;
        for (const builder of builders) this.rebuilding.get(builder.projection.name)!.progress = progress;
        await this.publish();
        await onProgress?.(progress);
      };
      await this.catchUp(builders, report);
      if (this.ended) throw illegalState('The projection engine stopped, or lost the projections lease, during the rebuild');
      await this.lock.run(async () => {
        // Events appended since the last batch; nothing is dispatched while this runs.
        if (beforeSwap) await this.verify(builders, beforeSwap, eventsRead, startedAt);
        else await this.catchUp(builders);
        for (const builder of builders) {
          if (builder.state === 'failed') continue;
          await this.swap(builder);
          swapped.add(builder);
        }
      });
      await report(0);
      const failed = builders.filter((builder) => builder.state === 'failed');
      if (failed.length > 0) {
        throw illegalState(`Rebuild failed: ${failed.map((builder) => `${builder.projection.name}: ${builder.lastError}`).join('; ')}`);
      }
      return last;
    } catch (error) {
      if (error instanceof FencedOffError) this.options.onFencedOff();
      throw error;
    } finally {
      for (const builder of builders) {
        this.rebuilding.delete(builder.projection.name);
        if (swapped.has(builder)) continue;
        if (builder.lastError) this.rebuildErrors.set(builder.projection.name, builder.lastError);
        // Best effort: what is left behind is neither live nor being built, so the collector drops it later.
        await builder.dropCollections().catch(() => undefined);
      }
      await this.publish().catch(() => undefined);
      this.options.onMoved();
    }
  }

  /** Under the dispatch lock: both sides apply exactly the same events, then `beforeSwap` looks at them. */
  private async verify(builders: ProjectionRunner[], beforeSwap: BeforeSwap, eventsBefore: number, startedAt: number): Promise<void> {
    const comparable = (runner: ProjectionRunner | undefined): runner is ProjectionRunner => runner?.state === 'live' || runner?.state === 'catching_up';
    const lives = builders.map((builder) => this.live.get(builder.projection.name)).filter(comparable);
    let eventsRead = eventsBefore;
    await this.catchUp([...builders, ...lives], async (count) => {
      eventsRead += count;
    });
    const durationMs = Math.round(performance.now() - startedAt);
    await beforeSwap(
      builders
        .filter((builder) => builder.state !== 'failed')
        .map((builder) => {
          const live = this.live.get(builder.projection.name)!;
          return {
            name: builder.projection.name,
            live: generationCollections(live),
            rebuilt: generationCollections(builder),
            position: builder.position,
            comparable: comparable(live) && live.position === builder.position,
            eventsRead,
            durationMs,
          };
        }),
    );
  }

  assertNotRebuilding(names: readonly string[]): void {
    for (const name of names) if (this.rebuilding.has(name)) throw illegalState(`Projection ${name} is already being rebuilt`);
  }

  /**
   * The builder is live as soon as the pointer (with its version) is written: from then on nothing may
   * drop its collections. Dropping the previous generation comes after and may fail (a MongoDB drop is
   * not retried by the driver): the collector retries it.
   */
  private async swap(builder: ProjectionRunner): Promise<void> {
    const name = builder.projection.name;
    const previous = this.live.get(name);
    const pointer = { generation: builder.generation, version: builder.projection.version };
    await this.options.store.commit([], null, { fence: this.options.fence, meta: { [liveGenerationKey(name)]: JSON.stringify(pointer) } });
    builder.state = this.running ? 'live' : 'catching_up';
    this.live.set(name, builder);
    this.rebuildErrors.delete(name);
    await this.publish();
    this.options.onMoved();
    if (!previous || previous.generation === builder.generation) return;
    await this.collector.retire(name, previous.generation, () => previous.dropCollections());
  }

  /** Drops generations that are neither live nor being built, after their grace period (see GenerationCollector). */
  collectGarbage(now = Date.now(), graceMs?: number): Promise<string[]> {
    return this.ended ? Promise.resolve([]) : this.collector.collect(now, graceMs);
  }

  /** For the rest of the tenure, collects garbage every `everyMs` (and once the grace period after it began is over). */
  collectEvery(everyMs: number): void {
    if (!this.ended) this.collector.every(everyMs);
  }

  /** The generations to keep per projection: live, and being built (the rest is the collector's). */
  async keptGenerations(): Promise<Map<string, Set<number>>> {
    const kept = new Map<string, Set<number>>();
    for (const name of this.options.projections.keys()) {
      const generations = new Set([(await this.liveRunner(name)).generation]);
      const rebuild = this.rebuilding.get(name);
      if (rebuild) generations.add(rebuild.builder.generation);
      kept.set(name, generations);
    }
    return kept;
  }

  isFailed(name: string, runner: ProjectionRunner): boolean {
    if (runner.state === 'failed') return true;
    // An outdated generation whose rebuild failed will never move again.
    return runner.state === 'rebuilding' && !this.rebuilding.has(name) && this.rebuildErrors.has(name);
  }

  /** The live runner of a projection, loaded once from meta and its checkpoint; a new projection starts at generation 1. */
  liveRunner(name: string): Promise<ProjectionRunner> {
    const loaded = this.live.get(name);
    if (loaded) return Promise.resolve(loaded);
    let loading = this.loading.get(name);
    if (!loading) {
      loading = this.loadLiveRunner(this.projection(name));
      this.loading.set(name, loading);
      loading.finally(() => this.loading.delete(name)).catch(() => undefined);
    }
    return loading;
  }

  private async loadLiveRunner(projection: Projection): Promise<ProjectionRunner> {
    const { store, fence } = this.options;
    const key = liveGenerationKey(projection.name);
    let live = parseLiveGeneration(await store.getMeta(key));
    if (!live) {
      live = { generation: 1, version: projection.version };
      await store.commit([], null, { fence, meta: { [key]: JSON.stringify(live) } });
    }
    const position = (await store.getCheckpoint(checkpointName(projection.name, live.generation))) ?? 0;
    // An outdated generation keeps serving reads but is not fed by the new fold until the rebuild swaps.
    const state: ProjectionState = live.version === projection.version ? 'catching_up' : 'rebuilding';
    const runner = new ProjectionRunner(projection, live.generation, store, position, state, fence);
    await runner.ensureIndexes();
    this.live.set(projection.name, runner);
    return runner;
  }

  private async dispatch(events: LogEntry[]): Promise<void> {
    if (this.ended) return;
    try {
      for (const runner of this.live.values()) if (runner.state === 'live') await runner.apply(events);
      await this.publish();
    } catch (error) {
      if (!(error instanceof FencedOffError)) throw error;
      this.options.onFencedOff();
    }
    this.options.onMoved();
  }

  /** Reads the history once for all given runners, from the lowest position among them, until the head. */
  private async catchUp(runners: ProjectionRunner[], afterBatch?: (count: number) => Promise<void>): Promise<void> {
    for (;;) {
      const active = runners.filter((runner) => runner.state !== 'failed');
      if (active.length === 0 || this.ended) return;
      const from = Math.min(...active.map((runner) => runner.position));
      const events = await this.options.source.readAll(from, this.options.batchSize);
      if (events.length === 0) return;
      for (const runner of active) await runner.apply(events);
      if (!afterBatch) await this.publish();
      this.options.onMoved();
      await afterBatch?.(events.length);
    }
  }

  /**
   * Writes the status record (fenced), one write after another so a later state is never overwritten
   * by an earlier one; then records what was published. Nothing to publish without a lease.
   */
  private publish(final = false): Promise<void> {
    const { fence, holder, store } = this.options;
    if (!fence || !holder || (this.ended && !final)) return Promise.resolve();
    const write = async () => {
      const projections = snapshotOf(this);
      const record = { holder, token: fence.token, publishedAt: Date.now(), projections };
      await store.commit([], null, { fence, meta: { [PUBLISHED_STATUS_KEY]: JSON.stringify(record) } });
      for (const [name, projection] of Object.entries(projections)) this.published.set(name, projection.position);
    };
    const next = this.publishing.then(write, write);
    this.publishing = next.catch(() => undefined);
    return next;
  }

  private projection(name: string): Projection {
    const projection = this.options.projections.get(name);
    if (!projection) throw notFound(`Unknown projection ${name}`);
    return projection;
  }
}

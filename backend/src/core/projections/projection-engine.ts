import { illegalState, notFound, notVisibleYet } from '../errors/domain-errors.js';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { EventSource } from './event-source.js';
import type { Projection } from './projection.js';
import { checkpointName, liveGenerationKey, parseLiveGeneration, physicalCollectionName } from './projection-naming.js';
import { ProjectionRunner, type ProjectionState } from './projection-runner.js';
import { PositionWaiters } from './position-waiters.js';
import { SerialLock } from './serial-lock.js';
import { type BeforeSwap, generationCollections } from './verified-swap.js';
import { RebuildMeter, type ProjectionStatus, type RebuildProgress } from './projection-status.js';

export type { ProjectionStatus, RebuildProgress } from './projection-status.js';
export type { ProjectionState } from './projection-runner.js';
export type { BeforeSwap, GenerationPair } from './verified-swap.js';

export type ProjectionEngineOptions = {
  /** Events read per catch-up or rebuild batch; each batch is one commit per projection. */
  batchSize?: number;
};

/** Resolves a projection's logical collection to the physical collection of its live generation. */
export type CollectionResolver = { collectionName(projectionName: string, logical: string): Promise<string> };

type Rebuilding = { builder: ProjectionRunner; progress: RebuildProgress };


/**
 * Runs projections: catch-up from each checkpoint, then live from one subscription; blue/green
 * rebuilds beside the live generation; read-your-writes through `waitFor`.
 */
export class ProjectionEngine implements CollectionResolver {
  private readonly projections = new Map<string, Projection>();
  private readonly live = new Map<string, ProjectionRunner>();
  private unloadedVersions = 0;
  private readonly loading = new Map<string, Promise<ProjectionRunner>>();
  private readonly rebuilding = new Map<string, Rebuilding>();
  private readonly rebuildErrors = new Map<string, string>();
  private readonly lock = new SerialLock();
  private readonly waiters = new PositionWaiters();
  private readonly batchSize: number;
  private subscription: { close(): Promise<void> } | null = null;
  private running = false;
  private stopped = false;
  private automaticRebuilds: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: EventSource,
    private readonly store: ReadModelStore,
    projections: Projection[],
    options: ProjectionEngineOptions = {},
  ) {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) throw illegalState(`Two projections are named ${projection.name}`);
      this.projections.set(projection.name, projection);
    }
    this.batchSize = options.batchSize ?? 5000;
  }

  /** Catches every projection up, goes live, and starts (in the background) the rebuild of outdated ones. */
  async start(): Promise<void> {
    if (this.running) return;
    this.stopped = false;
    const runners = await Promise.all([...this.projections.keys()].map((name) => this.liveRunner(name)));
    const outdated = runners.filter((runner) => runner.state === 'rebuilding').map((runner) => runner.projection.name);
    const catchingUp = runners.filter((runner) => runner.state === 'catching_up');
    await this.catchUp(catchingUp);
    for (const runner of catchingUp) if (runner.state !== 'failed') runner.state = 'live';
    this.waiters.notify();
    this.running = true;
    const livePositions = catchingUp.filter((runner) => runner.state === 'live').map((runner) => runner.position);
    const from = livePositions.length > 0 ? Math.min(...livePositions) : await this.source.headPosition();
    this.subscription = this.source.subscribe(from, (events) => this.lock.run(() => this.dispatch(events)));
    if (outdated.length > 0) {
      // Failures are kept per projection and shown by status(); start() itself does not wait for rebuilds.
      this.automaticRebuilds = this.rebuildMany(outdated).catch(() => undefined);
    }
  }

  /** Resolves when the rebuilds started by start() (version changes) have finished or failed. */
  whenAutomaticRebuildsSettled(): Promise<void> {
    return this.automaticRebuilds;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.running = false;
    await this.subscription?.close();
    this.subscription = null;
    // Let a batch being dispatched finish its commit.
    await this.lock.run(async () => undefined);
    await this.automaticRebuilds;
    for (const runner of this.live.values()) if (runner.state === 'live') runner.state = 'catching_up';
    this.waiters.rejectAll(new Error('The projection engine stopped'));
  }

  async collectionName(projectionName: string, logical: string): Promise<string> {
    const projection = this.projection(projectionName);
    if (!projection.collections.includes(logical)) throw notFound(`Projection ${projectionName} has no collection ${logical}`);
    const runner = this.live.get(projectionName) ?? (await this.liveRunner(projectionName));
    return physicalCollectionName(projectionName, logical, runner.generation);
  }

  /**
   * Changes whenever the projection's live documents may have changed (a new generation, or a commit
   * with document changes); unrelated events leave it as it is. Unknown until the projection is loaded.
   */
  versionOf(projectionName: string): string {
    const runner = this.live.get(projectionName);
    return runner ? `${runner.generation}:${runner.changedAt}` : `unloaded:${++this.unloadedVersions}`;
  }

  /** Resolves once the named projections (default: all) have applied every event up to `position`. */
  waitFor(position: number, projectionNames?: string[], timeoutMs = 5000): Promise<void> {
    const names = projectionNames ?? [...this.projections.keys()];
    for (const name of names) this.projection(name);
    return this.waiters.wait(
      () => {
        for (const name of names) {
          const runner = this.live.get(name);
          if (!runner) return 'pending';
          if (this.isFailed(name, runner)) return notVisibleYet(`projection ${name} has failed`);
          if (runner.position < position) return 'pending';
        }
        return 'done';
      },
      timeoutMs,
      () => notVisibleYet(`projections did not reach position ${position} within ${timeoutMs} ms`),
    );
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.source.headPosition();
    const statuses: ProjectionStatus[] = [];
    for (const projection of this.projections.values()) {
      const runner = await this.liveRunner(projection.name);
      const rebuild = this.rebuilding.get(projection.name);
      const state: ProjectionState = rebuild ? 'rebuilding' : this.isFailed(projection.name, runner) ? 'failed' : runner.state;
      statuses.push({
        name: projection.name,
        version: projection.version,
        generation: runner.generation,
        position: runner.position,
        head,
        lag: Math.max(0, head - runner.position),
        state,
        lastError: runner.lastError ?? this.rebuildErrors.get(projection.name) ?? null,
        rebuild: rebuild ? { generation: rebuild.builder.generation, ...rebuild.progress } : null,
      });
    }
    return statuses;
  }

  rebuild(name: string, onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    return this.rebuildMany([name], onProgress);
  }

  rebuildAll(onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    return this.rebuildMany([...this.projections.keys()], onProgress);
  }

  /** A rebuild whose swap waits for `beforeSwap`, called with both generations at the same position (see BeforeSwap). */
  rebuildVerified(names: string[], beforeSwap: BeforeSwap): Promise<void> {
    return this.rebuildMany(names, undefined, beforeSwap);
  }

  /**
   * Blue/green: builds generation g+1 from position 0 beside the live one (which keeps serving and,
   * when running, keeps being updated), then swaps under the dispatch lock once it has caught up.
   * Several projections rebuilt together share one read of the history.
   */
  private async rebuildMany(names: string[], onProgress?: (progress: RebuildProgress) => void | Promise<void>, beforeSwap?: BeforeSwap): Promise<void> {
    for (const name of names) if (this.rebuilding.has(name)) throw illegalState(`Projection ${name} is already being rebuilt`);
    const builders: ProjectionRunner[] = [];
    for (const name of names) {
      const live = await this.liveRunner(name);
      const builder = new ProjectionRunner(this.projection(name), live.generation + 1, this.store, 0, 'rebuilding');
      this.rebuilding.set(name, { builder, progress: { done: 0, total: 0, eventsPerSecond: 0 } });
      builders.push(builder);
    }
    const swapped = new Set<ProjectionRunner>();
    try {
      // A rebuild that crashed earlier may have left this generation half built.
      for (const builder of builders) await builder.reset();
      const meter = new RebuildMeter(await this.source.headPosition());
      let eventsRead = 0;
      const report = async (count: number) => {
        eventsRead += count;
        const progress = meter.record(count, builders.filter((builder) => builder.state !== 'failed').map((builder) => builder.position));
        for (const builder of builders) this.rebuilding.get(builder.projection.name)!.progress = progress;
        await onProgress?.(progress);
      };
      await this.catchUp(builders, report);
      if (this.stopped) throw illegalState('The projection engine stopped during the rebuild');
      await this.lock.run(async () => {
        // Events appended since the last batch; nothing is dispatched while this runs.
        if (beforeSwap) {
          // The live generations catch up too, so both sides have applied exactly the same events.
          const comparable = (runner: ProjectionRunner | undefined): runner is ProjectionRunner => runner?.state === 'live' || runner?.state === 'catching_up';
          const lives = builders.map((builder) => this.live.get(builder.projection.name)).filter(comparable);
          await this.catchUp([...builders, ...lives], async (count) => {
            eventsRead += count;
          });
          const built = builders.filter((builder) => builder.state !== 'failed');
          await beforeSwap(
            built.map((builder) => {
              const live = this.live.get(builder.projection.name)!;
              return {
                name: builder.projection.name,
                live: generationCollections(live),
                rebuilt: generationCollections(builder),
                position: builder.position,
                comparable: comparable(live) && live.position === builder.position,
                eventsRead,
              };
            }),
          );
        } else {
          await this.catchUp(builders);
        }
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
    } finally {
      for (const builder of builders) {
        this.rebuilding.delete(builder.projection.name);
        if (swapped.has(builder)) continue;
        if (builder.lastError) this.rebuildErrors.set(builder.projection.name, builder.lastError);
        await builder.dropCollections();
      }
      this.waiters.notify();
    }
  }

  private async swap(builder: ProjectionRunner): Promise<void> {
    const name = builder.projection.name;
    const previous = this.live.get(name);
    const live = { generation: builder.generation, version: builder.projection.version };
    await this.store.setMeta(liveGenerationKey(name), JSON.stringify(live));
    builder.state = this.running ? 'live' : 'catching_up';
    this.live.set(name, builder);
    this.rebuildErrors.delete(name);
    this.waiters.notify();
    if (previous && previous.generation !== builder.generation) await previous.dropCollections();
  }

  private async dispatch(events: Parameters<ProjectionRunner['apply']>[0]): Promise<void> {
    for (const runner of this.live.values()) if (runner.state === 'live') await runner.apply(events);
    this.waiters.notify();
  }

  /** Reads the history once for all given runners, from the lowest position among them, until the head. */
  private async catchUp(runners: ProjectionRunner[], afterBatch?: (count: number) => Promise<void>): Promise<void> {
    for (;;) {
      const active = runners.filter((runner) => runner.state !== 'failed');
      if (active.length === 0 || this.stopped) return;
      const from = Math.min(...active.map((runner) => runner.position));
      const events = await this.source.readAll(from, this.batchSize);
      if (events.length === 0) return;
      for (const runner of active) await runner.apply(events);
      this.waiters.notify();
      await afterBatch?.(events.length);
    }
  }

  /** The live runner of a projection, loaded once from meta and its checkpoint; a new projection starts at generation 1. */
  private liveRunner(name: string): Promise<ProjectionRunner> {
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
    const key = liveGenerationKey(projection.name);
    let live = parseLiveGeneration(await this.store.getMeta(key));
    if (!live) {
      live = { generation: 1, version: projection.version };
      await this.store.setMeta(key, JSON.stringify(live));
    }
    const position = (await this.store.getCheckpoint(checkpointName(projection.name, live.generation))) ?? 0;
    // An outdated generation keeps serving reads but is not fed by the new fold until the rebuild swaps.
    const state: ProjectionState = live.version === projection.version ? 'catching_up' : 'rebuilding';
    const runner = new ProjectionRunner(projection, live.generation, this.store, position, state);
    await runner.ensureIndexes();
    this.live.set(projection.name, runner);
    return runner;
  }

  private isFailed(name: string, runner: ProjectionRunner): boolean {
    if (runner.state === 'failed') return true;
    // An outdated generation whose rebuild failed will never move again.
    return runner.state === 'rebuilding' && !this.rebuilding.has(name) && this.rebuildErrors.has(name);
  }

  private projection(name: string): Projection {
    const projection = this.projections.get(name);
    if (!projection) throw notFound(`Unknown projection ${name}`);
    return projection;
  }
}

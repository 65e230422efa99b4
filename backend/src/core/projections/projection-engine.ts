import { illegalState, notFound, notVisibleYet } from '../errors/domain-errors.js';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { EventSource } from './event-source.js';
import { type CollectableCollection, collectableCollections } from './generation-collector.js';
import type { Projection } from './projection.js';
import type { EngineRole, ProjectionEngineOptions } from './projection-engine.options.js';
import type { Leadership } from './projection-leadership.js';
import type { ProjectionFollower } from './projection-follower.js';
import { physicalCollectionName } from './projection-naming.js';
import { ProjectionRoles } from './projection-roles.js';
import { PositionWaiters } from './position-waiters.js';
import { followerStatus, leaderStatus, type ProjectionStatus, type RebuildProgress } from './projection-status.js';
import { RebuildCoordinator } from './rebuild-coordinator.js';
import type { BeforeSwap } from './verified-swap.js';

export type { ProjectionStatus, RebuildProgress } from './projection-status.js';

/** How long past the grace period a follower's erasure waits for the holder to drop replaced generations, and how often it looks. */
const REPLACED_DROP_MARGIN_MS = 5000;
const REPLACED_DROP_POLL_MS = 200;
export { PROJECTIONS_LEASE, type EngineCoordination, type EngineRole, type ProjectionEngineOptions } from './projection-engine.options.js';
export type { ProjectionState } from './projection-runner.js';
export type { BeforeSwap, GenerationPair } from './verified-swap.js';

/** Resolves a projection's logical collection to the physical collection of its live generation. */
export type CollectionResolver = { collectionName(projectionName: string, logical: string): Promise<string> };

/**
 * Runs projections: catch-up from each checkpoint, then live from one subscription; blue/green
 * rebuilds beside the live generation; read-your-writes through `waitFor`. With coordination, only
 * the holder of the projections lease runs them (a Leadership per tenure, every write fenced);
 * every other instance follows the status it publishes (a ProjectionFollower), and its rebuilds
 * are carried out by the holder. Which role this instance plays, and the switches, are
 * ProjectionRoles'; this class answers each call in the role of the moment.
 */
export class ProjectionEngine implements CollectionResolver {
  private readonly projections = new Map<string, Projection>();
  private readonly waiters = new PositionWaiters();
  private readonly rebuilds: RebuildCoordinator;
  private readonly roles: ProjectionRoles;
  private unloadedVersions = 0;
  private verifier: BeforeSwap | null = null;

  constructor(
    private readonly source: EventSource,
    private readonly store: ReadModelStore,
    projections: Projection[],
    private readonly options: ProjectionEngineOptions = {},
  ) {
    for (const projection of projections) {
      if (this.projections.has(projection.name)) throw illegalState(`Two projections are named ${projection.name}`);
      this.projections.set(projection.name, projection);
    }
    this.roles = new ProjectionRoles({
      source,
      store,
      projections: this.projections,
      options,
      waiters: this.waiters,
      serveRebuilds: (leadership, everyMs) => this.rebuilds.serveEvery(leadership, everyMs),
      log: (message, level) => this.log(message, level),
    });
    this.rebuilds = new RebuildCoordinator({
      store,
      projectionNames: [...this.projections.keys()],
      leadership: () => this.roles.leadership,
      follower: () => (this.currentRole === 'follower' ? this.follower : null),
      verifier: () => this.verifier ?? undefined,
      running: () => this.roles.running,
      log: (message) => this.log(message),
    });
  }

  private get currentRole(): EngineRole {
    return this.roles.role;
  }

  private get follower(): ProjectionFollower | null {
    return this.roles.follower;
  }

  private get leadership(): Leadership | null {
    return this.roles.leadership;
  }

  get role(): EngineRole {
    return this.currentRole;
  }

  /** The instance running the projections as far as this one knows (itself when leading), null when unknown. */
  get holder(): string | null {
    if (this.currentRole === 'leader') return this.options.coordination?.instanceId ?? null;
    return this.follower?.current?.holder ?? null;
  }

  /**
   * Without coordination: catches every projection up, goes live, and starts (in the background) the
   * rebuild of outdated ones. With coordination: takes the projections lease if it is free and does
   * the same (resolving once caught up), or else follows the holder's published status.
   */
  start(options: { rebuildOutdated?: boolean } = {}): Promise<void> {
    return this.roles.start(options.rebuildOutdated ?? true);
  }

  /** Resolves when the rebuilds started by start() (version changes) have finished or failed. */
  whenAutomaticRebuildsSettled(): Promise<void> {
    return this.leadership?.whenAutomaticRebuildsSettled() ?? Promise.resolve();
  }

  /** Stops dispatching; a holder stores its idle positions, publishes, and releases the lease so another instance takes over at once. */
  stop(): Promise<void> {
    return this.roles.stop();
  }

  async collectionName(projectionName: string, logical: string): Promise<string> {
    const projection = this.projection(projectionName);
    if (!projection.collections.includes(logical)) throw notFound(`Projection ${projectionName} has no collection ${logical}`);
    if (this.currentRole === 'follower') {
      // Read the holder's status first: after a swap the old generation gets no more writes, so a
      // generation known from the last poll could miss a change the holder has already answered.
      await this.follower!.refresh();
      return physicalCollectionName(projectionName, logical, this.follower!.generation(projectionName));
    }
    const runner = await this.local().liveRunner(projectionName);
    return physicalCollectionName(projectionName, logical, runner.generation);
  }

  /**
   * Changes whenever the projection's live documents may have changed (a new generation, or a commit
   * with document changes); unrelated events leave it as it is. Unknown until the projection is loaded.
   * A follower answers the holder's, as of its last read of the published status (see refresh()).
   */
  versionOf(projectionName: string): string {
    if (this.currentRole === 'follower') {
      const published = this.follower!.projection(projectionName);
      return published ? `${published.generation}:${published.changedAt}` : `unloaded:${++this.unloadedVersions}`;
    }
    const runner = this.leadership?.live.get(projectionName);
    return runner ? `${runner.generation}:${runner.changedAt}` : `unloaded:${++this.unloadedVersions}`;
  }

  /** A follower reads the holder's published status now, so that versionOf is as fresh as the holder's answers. */
  async refresh(): Promise<void> {
    if (this.currentRole === 'follower') await this.follower!.refresh();
  }

  /**
   * Runs `then` once versionOf is as fresh as the holder's answers: at once on the holder (no promise
   * on the hot path of cached reads), after a read of the published status on a follower.
   */
  whenFresh<T>(then: () => T | Promise<T>): T | Promise<T> {
    return this.currentRole === 'follower' ? this.follower!.refresh().then(then) : then();
  }

  /** Resolves once the named projections (default: all) have applied every event up to `position`. */
  waitFor(position: number, projectionNames?: string[], timeoutMs = 5000): Promise<void> {
    const names = projectionNames ?? [...this.projections.keys()];
    for (const name of names) this.projection(name);
    const waiting = this.waiters.wait(
      () => {
        for (const name of names) {
          const progress = this.progressOf(name);
          if (!progress) return 'pending';
          if (progress.failed) return notVisibleYet(`projection ${name} has failed`);
          if (progress.position < position) return 'pending';
        }
        return 'done';
      },
      timeoutMs,
      () => notVisibleYet(`projections did not reach position ${position} within ${timeoutMs} ms`),
    );
    this.follower?.nudge();
    return waiting;
  }

  async status(): Promise<ProjectionStatus[]> {
    const head = await this.source.headPosition();
    const projections = [...this.projections.values()];
    if (this.currentRole === 'follower') {
      await this.follower!.refresh();
      return followerStatus(head, projections, this.follower!, this.store);
    }
    return leaderStatus(head, projections, this.local());
  }

  rebuild(name: string, onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    return this.rebuildMany([name], onProgress);
  }

  rebuildAll(onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    return this.rebuildMany([...this.projections.keys()], onProgress);
  }

  /**
   * Sets what a verified rebuild runs before its swap (see BeforeSwap). Every instance sets the same
   * one at start: a verified rebuild asked of a follower runs in the lease holder, with the holder's.
   */
  setVerifier(verifier: BeforeSwap): void {
    this.verifier = verifier;
  }

  /** A rebuild whose swap waits for the verifier, called with both generations at the same position; settles when it has finished. */
  async rebuildVerified(names: string[]): Promise<void> {
    for (const name of names) this.projection(name);
    if (!this.verifier) throw illegalState('No verifier is set: a verified rebuild has nothing to run before the swap');
    if (this.currentRole === 'follower') return (await this.rebuilds.request(names, undefined, true)).done;
    const leadership = this.local();
    leadership.assertNotRebuilding(names);
    if (this.options.coordination) await this.rebuilds.assertNotRequested(names);
    await leadership.rebuildMany(names, undefined, this.verifier);
  }

  /** The position of the newest event in the log (0 when empty). */
  headPosition(): Promise<number> {
    return this.source.headPosition();
  }

  /**
   * Blue/green: builds generation g+1 from position 0 beside the live one (which keeps serving and,
   * when running, keeps being updated), then swaps under the dispatch lock once it has caught up.
   * Several projections rebuilt together share one read of the history. The returned `done` settles
   * when the rebuild has finished; the call itself resolves once the rebuild was accepted (started
   * here, or handed to the lease holder), and rejects at once if one of them is already being rebuilt.
   */
  async startRebuild(names: string[], onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<{ done: Promise<void> }> {
    for (const name of names) this.projection(name);
    if (this.options.coordination && this.currentRole === 'stopped') {
      throw illegalState('Start the projection engine first: rebuilds run in the holder of the projections lease');
    }
    if (this.currentRole === 'follower') return this.rebuilds.request(names, onProgress);
    const leadership = this.local();
    leadership.assertNotRebuilding(names);
    if (this.options.coordination) await this.rebuilds.assertNotRequested(names);
    return { done: leadership.rebuildMany(names, onProgress).then(() => undefined) };
  }

  /** Drops generations that are neither live nor being built (after their grace period); only the holder does. */
  async collectGarbage(): Promise<string[]> {
    if (this.currentRole === 'follower') return [];
    return this.local().collectGarbage();
  }

  /**
   * For an erasure: a generation replaced by a rebuild still holds what the live one has just erased,
   * until the collector drops it after its grace period. The holder drops such generations at once
   * (an instance that has not switched yet then reads them as empty); a follower waits until the
   * holder's collector has dropped them, at most the grace period and a margin. Answers whether none
   * is left.
   */
  async dropReplacedGenerations(): Promise<boolean> {
    if (this.currentRole !== 'follower') {
      await this.local().collectGarbage(Date.now(), 0);
      return (await this.replacedCollections()).length === 0;
    }
    const deadline = Date.now() + (this.options.retiredGraceMs ?? 10_000) + REPLACED_DROP_MARGIN_MS;
    for (;;) {
      await this.follower!.refresh();
      if ((await this.replacedCollections()).length === 0) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, REPLACED_DROP_POLL_MS));
    }
  }

  /** Collections of generations neither live nor being built, as this instance knows them (listed first, so a rebuild starting meanwhile is not counted). */
  private async replacedCollections(): Promise<CollectableCollection[]> {
    const listed = await this.store.listCollections();
    return collectableCollections(listed, this.projections, this.currentRole === 'follower' ? this.followedGenerations() : await this.local().keptGenerations());
  }

  /** The live and building generations of each projection as the holder last published them. */
  private followedGenerations(): Map<string, Set<number>> {
    const kept = new Map<string, Set<number>>();
    for (const name of this.projections.keys()) {
      const rebuild = this.follower!.current?.projections[name]?.rebuild;
      kept.set(name, new Set([this.follower!.generation(name), ...(rebuild ? [rebuild.generation] : [])]));
    }
    return kept;
  }

  private async rebuildMany(names: string[], onProgress?: (progress: RebuildProgress) => void | Promise<void>): Promise<void> {
    await (await this.startRebuild(names, onProgress)).done;
  }

  /** The leadership of this tenure; an engine that was never started gets an unfenced one for reads and standalone rebuilds. */
  private local(): Leadership {
    return this.roles.local();
  }

  private progressOf(name: string): { position: number; failed: boolean } | null {
    if (this.currentRole === 'follower') {
      const published = this.follower!.projection(name);
      return published ? { position: published.position, failed: published.failed } : null;
    }
    const leadership = this.leadership;
    const runner = leadership?.live.get(name);
    if (!leadership || !runner) return null;
    // Under a lease, a wait ends when followers can see the change too: after the status was published.
    const position = leadership.fence ? (leadership.published.get(name) ?? -1) : runner.position;
    return { position, failed: leadership.isFailed(name, runner) };
  }

  private log(message: string, level: 'info' | 'warn' = 'warn'): void {
    if (this.options.log) this.options.log(message, level);
    else if (level === 'warn') console.error(`[ProjectionEngine] ${message}`);
  }

  private projection(name: string): Projection {
    const projection = this.projections.get(name);
    if (!projection) throw notFound(`Unknown projection ${name}`);
    return projection;
  }
}

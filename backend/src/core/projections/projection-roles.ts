import { LeaseKeeper } from '../leases/lease-keeper.js';
import type { Lease } from '../leases/lease-store.port.js';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { EventSource } from './event-source.js';
import type { Projection } from './projection.js';
import { type EngineRole, PROJECTIONS_LEASE, type ProjectionEngineOptions } from './projection-engine.options.js';
import { Leadership } from './projection-leadership.js';
import { ProjectionFollower } from './projection-follower.js';
import type { PositionWaiters } from './position-waiters.js';

export type ProjectionRolesOptions = {
  source: EventSource;
  store: ReadModelStore;
  projections: ReadonlyMap<string, Projection>;
  options: ProjectionEngineOptions;
  waiters: PositionWaiters;
  /** Starts answering rebuild requests for this tenure; answers how to stop. */
  serveRebuilds: (leadership: Leadership, everyMs: number) => () => void;
  log: (message: string, level?: 'info' | 'warn') => void;
};

/**
 * The role this instance plays for the projections and the switches between roles. Without
 * coordination it leads from start. With coordination it follows the holder's published status (a
 * ProjectionFollower) until it takes the projections lease, leads for that tenure (a Leadership,
 * every write fenced), and follows again once the lease is lost or released.
 */
export class ProjectionRoles {
  readonly follower: ProjectionFollower | null = null;
  private readonly batchSize: number;
  private readonly retiredGraceMs: number;
  private keeper: LeaseKeeper | null = null;
  private current: Leadership | null = null;
  private currentRole: EngineRole = 'stopped';
  private stopping = false;
  private rebuildOutdated = true;
  private stopServing: () => void = () => undefined;

  constructor(private readonly options: ProjectionRolesOptions) {
    const { store, projections, waiters } = options;
    this.batchSize = options.options.batchSize ?? 5000;
    const coordination = options.options.coordination;
    this.retiredGraceMs = options.options.retiredGraceMs ?? (coordination ? 10_000 : 0);
    if (coordination) {
      this.follower = new ProjectionFollower({
        store,
        projections,
        idleIntervalMs: coordination.followIdleMs ?? 100,
        busyIntervalMs: coordination.followBusyMs ?? 5,
        hasWaiters: () => waiters.size > 0,
        onChange: () => waiters.notify(),
        onError: (error) => this.log(`Could not read the projections status: ${describe(error)}`),
      });
    }
  }

  get role(): EngineRole {
    return this.currentRole;
  }

  /** The leadership of the current tenure (or of an engine never started, see local()), null while following or stopped. */
  get leadership(): Leadership | null {
    return this.current;
  }

  /** Started and not stopping: rebuild requests are worth carrying out. */
  get running(): boolean {
    return this.currentRole !== 'stopped' && !this.stopping;
  }

  async start(rebuildOutdated: boolean): Promise<void> {
    if (this.currentRole !== 'stopped') return;
    this.rebuildOutdated = rebuildOutdated;
    const coordination = this.options.options.coordination;
    if (!coordination) return this.lead(null);
    this.currentRole = 'follower';
    await this.follower!.start();
    this.keeper = new LeaseKeeper({
      store: coordination.leases,
      name: PROJECTIONS_LEASE,
      holder: coordination.instanceId,
      ttlMs: coordination.ttlMs,
      onChange: (lease) => (lease ? this.lead(lease) : this.follow()),
      onError: (error) => this.log(`Projections lease: ${describe(error)}`),
    });
    await this.keeper.start();
  }

  /** Stops dispatching; a holder stores its idle positions, publishes, and releases the lease so another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopping = true;
    try {
      this.stopServing();
      try {
        await this.current?.end(true);
      } catch (error) {
        this.log(`Could not store the last positions at stop: ${describe(error)}`);
      }
      await this.keeper?.stop();
      this.keeper = null;
      this.follower?.stop();
      this.current = null;
      this.currentRole = 'stopped';
      this.options.waiters.rejectAll(new Error('The projection engine stopped'));
    } finally {
      this.stopping = false;
    }
  }

  /** The leadership of this tenure; an engine that was never started gets an unfenced one for reads and standalone rebuilds. */
  local(): Leadership {
    this.current ??= this.newLeadership(null);
    return this.current;
  }

  /** A tenure begins: fresh runners loaded from the store under the new token (none without coordination). */
  private async lead(lease: Lease | null): Promise<void> {
    if (this.stopping) return;
    await this.current?.end(false);
    this.follower?.stop();
    const coordination = this.options.options.coordination;
    const leadership = this.newLeadership(lease);
    this.current = leadership;
    this.currentRole = 'leader';
    try {
      await leadership.start(this.rebuildOutdated);
    } catch (error) {
      if (!coordination) throw error;
      this.log(`Could not start running the projections: ${describe(error)}`);
      await this.keeper?.lost();
      return;
    }
    this.options.waiters.notify();
    if (!coordination || !leadership.active) return;
    this.log(`This instance runs the projections now (lease token ${lease?.token})`, 'info');
    this.stopServing = this.options.serveRebuilds(leadership, coordination.requestPollMs ?? 200);
    leadership.collectEvery(coordination.collectEveryMs ?? 60_000);
  }

  /** The tenure is over (lease lost or released): no more writes; follow whoever holds it next. */
  private async follow(): Promise<void> {
    this.stopServing();
    const leadership = this.current;
    this.current = null;
    // At once: while the tenure winds down, reads follow the holder's status rather than opening local runners.
    if (!this.stopping) this.currentRole = 'follower';
    await leadership?.end(false);
    if (this.stopping) return;
    if (leadership) this.log('This instance no longer runs the projections: it follows the lease holder', 'info');
    await this.follower!.start();
    this.options.waiters.notify();
  }

  private newLeadership(lease: Lease | null): Leadership {
    return new Leadership({
      source: this.options.source,
      store: this.options.store,
      projections: this.options.projections,
      batchSize: this.batchSize,
      fence: lease ? { name: PROJECTIONS_LEASE, token: lease.token } : undefined,
      holder: this.options.options.coordination?.instanceId,
      retiredGraceMs: this.retiredGraceMs,
      onMoved: () => this.options.waiters.notify(),
      onFencedOff: () => {
        this.log('The projections lease has another holder: this instance stops running projections');
        void this.keeper?.lost();
      },
      log: (message) => this.log(message),
    });
  }

  private log(message: string, level: 'info' | 'warn' = 'warn'): void {
    this.options.log(message, level);
  }
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

import type { ProjectionStatus as ReadModelStatus, RebuildProgress } from '../../contract/operations.contract.js';
import type { ReadModelStore } from '../read-model/read-model-store.port.js';
import type { Projection } from './projection.js';
import type { ProjectionFollower } from './projection-follower.js';
import type { Leadership } from './projection-leadership.js';
import { checkpointName } from './projection-naming.js';
import type { ProjectionState } from './projection-runner.js';

export type { RebuildProgress } from '../../contract/operations.contract.js';

/**
 * What the admin's read-models panel shows (GET /api/admin/projections) is the engine's own status,
 * plus the last replay of each read model, which the operations feature adds from its record.
 */
export type ProjectionStatus = Omit<ReadModelStatus, 'lastReplay'>;

/** Turns batches read by a rebuild into progress figures; the total grows if events arrive meanwhile. */
export class RebuildMeter {
  private readonly startedAt = performance.now();
  private processed = 0;

  constructor(private total: number) {}

  record(eventCount: number, builderPositions: number[]): RebuildProgress {
    this.processed += eventCount;
    const done = builderPositions.length > 0 ? Math.min(...builderPositions) : this.total;
    this.total = Math.max(this.total, done);
    const seconds = (performance.now() - this.startedAt) / 1000;
    return { done, total: this.total, eventsPerSecond: seconds > 0 ? Math.round(this.processed / seconds) : 0 };
  }
}

/** The status of each projection as the lease holder (or a single process) sees it: its own runners. */
export const leaderStatus = async (head: number, projections: readonly Projection[], leadership: Leadership): Promise<ProjectionStatus[]> => {
  const statuses: ProjectionStatus[] = [];
  for (const projection of projections) {
    const runner = await leadership.liveRunner(projection.name);
    const rebuild = leadership.rebuilding.get(projection.name);
    const state: ProjectionState = rebuild ? 'rebuilding' : leadership.isFailed(projection.name, runner) ? 'failed' : runner.state;
    statuses.push({
      name: projection.name,
      version: projection.version,
      generation: runner.generation,
      position: runner.position,
      head,
      lag: Math.max(0, head - runner.position),
      state,
      lastError: runner.lastError ?? leadership.rebuildErrors.get(projection.name) ?? null,
      rebuild: rebuild ? { generation: rebuild.builder.generation, ...rebuild.progress } : null,
    });
  }
  return statuses;
};

/**
 * The status as another instance sees it: what the holder published, or, before any holder published,
 * the stored generation and checkpoint (state catching_up: nobody has applied what follows yet).
 */
export const followerStatus = async (
  head: number,
  projections: readonly Projection[],
  follower: ProjectionFollower,
  store: Pick<ReadModelStore, 'getCheckpoint'>,
): Promise<ProjectionStatus[]> => {
  const statuses: ProjectionStatus[] = [];
  for (const projection of projections) {
    const published = follower.projection(projection.name);
    const generation = published?.generation ?? follower.generation(projection.name);
    const position = published?.position ?? (await store.getCheckpoint(checkpointName(projection.name, generation))) ?? 0;
    statuses.push({
      name: projection.name,
      version: published?.version ?? projection.version,
      generation,
      position,
      head,
      lag: Math.max(0, head - position),
      state: published?.state ?? 'catching_up',
      lastError: published?.lastError ?? null,
      rebuild: published?.rebuild ?? null,
    });
  }
  return statuses;
};

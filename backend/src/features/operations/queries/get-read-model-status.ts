import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectionStatus } from '../../../contract/operations.contract.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { ReadModels } from '../../../core/projections/read-models.js';
import { LAST_REPLAYS, type LastReplay, REPLAYS_PROJECTION } from '../replay/replays.projection.js';

/** Each read model's position, lag and state (the engine's), with its last replay (the replays read model). */
export class GetReadModelStatus extends Query<ProjectionStatus[]> {}

@QueryHandler(GetReadModelStatus)
export class GetReadModelStatusHandler implements IQueryHandler<GetReadModelStatus> {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
  ) {}

  async execute(): Promise<ProjectionStatus[]> {
    const [statuses, replays] = await Promise.all([this.engine.status(), this.readModels.find<LastReplay>(REPLAYS_PROJECTION, LAST_REPLAYS)]);
    const lastReplay = new Map(replays.map(({ id, ...replay }) => [id, replay]));
    return statuses.map((status) => ({ ...status, lastReplay: lastReplay.get(status.name) ?? null }));
  }
}

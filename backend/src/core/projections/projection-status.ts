import type { RebuildProgress } from '../../contract/operations.contract.js';

/** What the admin's read-models panel shows (GET /api/admin/projections) is the engine's own status. */
export type { ProjectionStatus, RebuildProgress } from '../../contract/operations.contract.js';

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

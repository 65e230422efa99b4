import type { ProjectionState } from './projection-runner.js';

/** `done` and `total` are global positions (the newest event's position is the total). */
export type RebuildProgress = { done: number; total: number; eventsPerSecond: number };

export type ProjectionStatus = {
  name: string;
  version: number;
  generation: number;
  position: number;
  head: number;
  lag: number;
  state: ProjectionState;
  lastError: string | null;
  rebuild: (RebuildProgress & { generation: number }) | null;
};

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

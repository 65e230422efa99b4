import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { HealthReport } from '../../../contract/health.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { EventLog } from '../../../core/events/event-log.js';
import { JobRunner } from '../../../core/jobs/job-runner.js';
import { ProjectionEngine } from '../../../core/projections/projection-engine.js';
import { READ_MODEL_STORE, type ReadModelStore } from '../../../core/read-model/read-model-store.port.js';
import { StallWatch } from './stall-watch.js';

/** A store that does not answer within this long counts as down. */
const PING_TIMEOUT_MS = 3000;

const describeError = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);

const ping = async <Value>(call: () => Promise<Value>): Promise<{ ok: true; value: Value } | { ok: false; error: string }> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
  });
  try {
    return { ok: true, value: await Promise.race([call(), timeout]) };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  } finally {
    clearTimeout(timer);
  }
};

/** The health of this instance: both stores answer, every projection is live or moving, no job missed its time. */
export class CheckHealth extends Query<HealthReport> {}

@QueryHandler(CheckHealth)
export class CheckHealthHandler implements IQueryHandler<CheckHealth> {
  private readonly watch = new StallWatch();

  constructor(
    private readonly log: EventLog,
    private readonly engine: ProjectionEngine,
    private readonly jobs: JobRunner,
    @Inject(READ_MODEL_STORE) private readonly readModelStore: ReadModelStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<HealthReport> {
    const now = this.clock.now();
    const [eventStore, readModelStore] = await Promise.all([ping(() => this.log.headPosition()), ping(() => this.readModelStore.getMeta('health:ping'))]);
    const problems: string[] = [];
    if (!eventStore.ok) problems.push(`The event store does not answer: ${eventStore.error}`);
    if (!readModelStore.ok) problems.push(`The read-model store does not answer: ${readModelStore.error}`);
    const statuses = eventStore.ok && readModelStore.ok ? await this.engine.status() : [];
    const stalled = this.watch.observe(statuses, now.getTime());
    const threshold = this.config.HEALTH_STALL_SECONDS * 1000;
    const projections = statuses.map(({ name, state, position, lag, lastError }) => {
      const stalledForMs = stalled.get(name) ?? null;
      if (state === 'failed') problems.push(`Projection ${name} has failed: ${lastError ?? 'no reason recorded'}`);
      if (stalledForMs !== null && stalledForMs > threshold) problems.push(`Projection ${name} stalls: its lag (${lag}) has grown for ${Math.round(stalledForMs / 1000)} s`);
      return { name, state, position, lag, stalledForMs };
    });
    const jobs = eventStore.ok ? await this.jobs.health() : [];
    for (const job of jobs) if (job.overdue) problems.push(`Job ${job.name} missed its time: an occurrence has not started within ${this.config.HEALTH_JOB_GRACE_SECONDS} s`);
    return {
      status: problems.length === 0 ? 'ok' : 'unhealthy',
      checkedAt: now.toISOString(),
      problems,
      eventStore: eventStore.ok ? { ok: true, headPosition: eventStore.value, error: null } : { ok: false, headPosition: null, error: eventStore.error },
      readModelStore: readModelStore.ok ? { ok: true, error: null } : { ok: false, error: readModelStore.error },
      projections,
      jobs,
    };
  }
}

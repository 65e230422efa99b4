import type { HealthReport } from '../../contract/health.contract.js';
import type { CronSchedule } from './cron-schedule.js';
import type { JobState } from './job.decider.js';

export type JobHealth = HealthReport['jobs'][number];

/**
 * A job's line in the health report. It is overdue when an occurrence that should have started at
 * least `graceMs` ago has no run: no scheduled or catch-up run stands for it or a later one (a run by
 * hand does not stand for an occurrence). The grace covers a tick taken late, a lease that has to
 * expire after its holder died, and a catch-up at start.
 */
export const jobHealth = (name: string, state: JobState, cron: CronSchedule, now: Date, graceMs: number, idleAt?: Date): JobHealth => {
  const { lastRun, running } = state;
  const started = [
    state.schedule?.since,
    state.completedOccurrence,
    running?.trigger === 'manual' ? null : running?.occurrence,
    lastRun?.trigger === 'manual' ? null : lastRun?.occurrence,
    // An idle job skips its occurrences on purpose (JobDefinition.idle): none up to then is owed.
    idleAt?.toISOString(),
  ];
  const since = started.filter((value): value is string => typeof value === 'string').sort().at(-1);
  const overdue = since !== undefined && cron.latestDue(new Date(since), new Date(now.getTime() - graceMs)) !== null;
  return {
    name,
    lastRunAt: lastRun?.startedAt ?? null,
    lastOutcome: lastRun ? (lastRun.finished?.outcome ?? 'running') : null,
    nextRunAt: cron.nextAfter(now).toISOString(),
    overdue,
  };
};

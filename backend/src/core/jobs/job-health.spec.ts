import { describe, expect, it } from '@jest/globals';
import { CronSchedule } from './cron-schedule.js';
import type { JobRun, JobState } from './job.decider.js';
import { jobHealth } from './job-health.js';

const daily = new CronSchedule('0 3 * * *', 'UTC');
const grace = 5 * 60_000;
const scheduledSince = (since: string): JobState => ({ schedule: { expression: '0 3 * * *', timezone: 'UTC', since }, completedOccurrence: null, running: null, lastRun: null });
const run = (occurrence: string | null, trigger: JobRun['trigger'], finished: boolean): JobRun => ({
  job: 'analytics-replay',
  runId: 'r1',
  trigger,
  occurrence,
  startedAt: occurrence ?? '2026-03-04T12:00:00.000Z',
  holder: 'i1',
  operator: null,
  parameters: null,
  finished: finished ? { outcome: 'succeeded', finishedAt: '2026-03-04T03:00:09.000Z', durationMs: 9000, summary: 'ok', error: null } : null,
});

describe('job health', () => {
  it('is not overdue before its first occurrence, nor within the grace after it', () => {
    const state = scheduledSince('2026-03-03T12:00:00.000Z');
    expect(jobHealth('analytics-replay', state, daily, new Date('2026-03-04T02:00:00Z'), grace)).toEqual({
      name: 'analytics-replay',
      lastRunAt: null,
      lastOutcome: null,
      nextRunAt: '2026-03-04T03:00:00.000Z',
      overdue: false,
    });
    expect(jobHealth('analytics-replay', state, daily, new Date('2026-03-04T03:04:00Z'), grace).overdue).toBe(false);
  });

  it('is overdue once an occurrence has gone unstarted past the grace', () => {
    expect(jobHealth('analytics-replay', scheduledSince('2026-03-03T12:00:00.000Z'), daily, new Date('2026-03-04T03:06:00Z'), grace).overdue).toBe(true);
  });

  it('counts a run started for the occurrence, finished or still running, and reports its outcome', () => {
    const finished = { ...scheduledSince('2026-03-03T12:00:00.000Z'), completedOccurrence: '2026-03-04T03:00:00.000Z', lastRun: run('2026-03-04T03:00:00.000Z', 'schedule', true) };
    expect(jobHealth('analytics-replay', finished, daily, new Date('2026-03-04T09:00:00Z'), grace)).toMatchObject({ overdue: false, lastOutcome: 'succeeded', lastRunAt: '2026-03-04T03:00:00.000Z' });
    const started = run('2026-03-04T03:00:00.000Z', 'catch-up', false);
    const running = { ...scheduledSince('2026-03-03T12:00:00.000Z'), running: started, lastRun: started };
    expect(jobHealth('analytics-replay', running, daily, new Date('2026-03-04T09:00:00Z'), grace)).toMatchObject({ overdue: false, lastOutcome: 'running' });
  });

  it('does not let a run by hand stand for a missed occurrence', () => {
    const manual = { ...scheduledSince('2026-03-03T12:00:00.000Z'), lastRun: run(null, 'manual', true) };
    expect(jobHealth('analytics-replay', manual, daily, new Date('2026-03-04T09:00:00Z'), grace).overdue).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { deciderSpec } from '../commands/decider-spec.js';
import { foldEvents } from '../commands/decider.js';
import { type JobCommand, jobDecider } from './job.decider.js';
import type { JobEvent } from './job.events.js';

const spec = deciderSpec(jobDecider);
const job = 'daily-draft';
const eight = new Date('2026-03-04T08:00:00.000Z');
const nine = new Date('2026-03-04T09:00:00.000Z');

const scheduled: JobEvent = { type: 'JobScheduled', data: { job, schedule: '0 8 * * *', timezone: 'UTC', since: '2026-03-01T00:00:00.000Z' } };
const start = (runId: string, trigger: 'schedule' | 'catch-up' | 'manual', occurrence: Date | null, now = eight): JobCommand => ({
  type: 'Start',
  job,
  runId,
  trigger,
  occurrence,
  holder: 'host/1/aa',
  operator: trigger === 'manual' ? 'admin' : null,
  parameters: null,
  now,
});
const started = (runId: string, trigger: 'schedule' | 'catch-up' | 'manual', occurrence: Date | null, now = eight): JobEvent => ({
  type: 'JobRunStarted',
  data: { job, runId, trigger, occurrence: occurrence?.toISOString() ?? null, startedAt: now.toISOString(), holder: 'host/1/aa', operator: trigger === 'manual' ? 'admin' : null, parameters: null },
});
const finished = (runId: string, outcome: 'succeeded' | 'failed' | 'interrupted', durationMs: number, error: string | null = null): JobEvent => ({
  type: 'JobRunFinished',
  data: { job, runId, outcome, finishedAt: new Date(eight.getTime() + durationMs).toISOString(), durationMs, summary: outcome === 'succeeded' ? '3 drafts' : null, error },
});

describe('job decider', () => {
  it('records a schedule once, and again when it changes', () => {
    const command: JobCommand = { type: 'Schedule', job, expression: '0 8 * * *', timezone: 'UTC', now: new Date('2026-03-01T00:00:00.000Z') };
    spec.given([]).when(command).then([scheduled]);
    spec.given([scheduled]).when(command).then([]);
    spec.given([scheduled]).when({ ...command, timezone: 'Europe/Paris', now: nine }).then([
      { type: 'JobScheduled', data: { job, schedule: '0 8 * * *', timezone: 'Europe/Paris', since: nine.toISOString() } },
    ]);
  });

  it('starts a scheduled occurrence once: a second instance deciding the same occurrence afterwards writes nothing', () => {
    spec.given([scheduled]).when(start('r1', 'schedule', eight)).then([started('r1', 'schedule', eight)]);
    spec.given([scheduled, started('r1', 'schedule', eight), finished('r1', 'succeeded', 1200)]).when(start('r2', 'schedule', eight)).then([]);
    spec.given([scheduled, started('r1', 'schedule', eight), finished('r1', 'failed', 10, 'boom')]).when(start('r2', 'catch-up', eight)).then([]);
  });

  it('closes a run left open by a stopped instance as interrupted, and runs that occurrence again', () => {
    const later = new Date(eight.getTime() + 60_000);
    spec
      .given([scheduled, started('r1', 'schedule', eight)])
      .when(start('r2', 'catch-up', eight, later))
      .then([
        { type: 'JobRunFinished', data: { job, runId: 'r1', outcome: 'interrupted', finishedAt: later.toISOString(), durationMs: 60_000, summary: null, error: 'The instance running it stopped before it finished' } },
        started('r2', 'catch-up', eight, later),
      ]);
    spec.given([scheduled, started('r1', 'schedule', eight), finished('r1', 'interrupted', 5)]).when(start('r2', 'schedule', eight)).then([started('r2', 'schedule', eight)]);
  });

  it('runs by hand whenever asked, without counting as the scheduled occurrence', () => {
    spec.given([scheduled]).when(start('m1', 'manual', null)).then([started('m1', 'manual', null)]);
    const state = foldEvents(jobDecider, [scheduled, started('m1', 'manual', null), finished('m1', 'succeeded', 30)]);
    expect(state.completedOccurrence).toBeNull();
    expect(state.lastRun).toMatchObject({ runId: 'm1', trigger: 'manual', finished: { outcome: 'succeeded', summary: '3 drafts', durationMs: 30 } });
  });

  it('finishes only the run that is open', () => {
    const finish: JobCommand = { type: 'Finish', job, runId: 'r1', outcome: 'succeeded', summary: '3 drafts', error: null, now: new Date(eight.getTime() + 1200) };
    spec.given([scheduled, started('r1', 'schedule', eight)]).when(finish).then([finished('r1', 'succeeded', 1200)]);
    spec.given([scheduled, started('r1', 'schedule', eight), finished('r1', 'interrupted', 5)]).when(finish).then([]);
    const state = foldEvents(jobDecider, [scheduled, started('r1', 'schedule', eight), finished('r1', 'succeeded', 1200)]);
    expect(state).toMatchObject({ running: null, completedOccurrence: eight.toISOString(), lastRun: { finished: { outcome: 'succeeded' } } });
  });
});

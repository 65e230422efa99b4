import { z } from 'zod';
import { JOB_OUTCOMES, JOB_TRIGGERS } from '../../contract/operations.vocabulary.js';
import { defineEvent, type EventData, type EventOf, upcaster } from '../events/event-type.js';

/**
 * The audit trail of scheduled work, one stream per job. Recording runs as events (rather than in a
 * table beside the leases) gives the history for free, and the expected-revision check of the append
 * is what makes "an occurrence runs once" hold even if two instances decide at the same moment.
 * Job names, summaries and error messages are written by our code; parameters come from the admin
 * API and must not carry personal data.
 */
export { JOB_OUTCOMES, JOB_TRIGGERS, type JobOutcome, type JobTrigger } from '../../contract/operations.vocabulary.js';

/** A job's schedule as first registered, or changed: occurrences before `since` are not owed. */
export const JobScheduled = defineEvent({
  type: 'JobScheduled',
  schemaVersion: 1,
  schema: z.object({ job: z.string(), schedule: z.string(), timezone: z.string(), since: z.iso.datetime() }),
});

const runStartedShape = {
  job: z.string(),
  runId: z.string(),
  trigger: z.enum(JOB_TRIGGERS),
  /** The scheduled instant this run stands for; null for a run asked by hand. */
  occurrence: z.iso.datetime().nullable(),
  startedAt: z.iso.datetime(),
  holder: z.string(),
  parameters: z.record(z.string(), z.json()).nullable(),
};

/**
 * `operator` (version 2): the admin's user name for a run asked by hand (Run now); null for the
 * scheduler's runs. Version 1 did not record it, and reads back as null.
 */
export const JobRunStarted = defineEvent({
  type: 'JobRunStarted',
  schemaVersion: 2,
  schema: z.object({ ...runStartedShape, operator: z.string().nullable() }),
  upcasters: { 1: upcaster(z.object(runStartedShape), (data) => ({ ...data, operator: null })) },
});

export const JobRunFinished = defineEvent({
  type: 'JobRunFinished',
  schemaVersion: 1,
  schema: z.object({
    job: z.string(),
    runId: z.string(),
    outcome: z.enum(JOB_OUTCOMES),
    finishedAt: z.iso.datetime(),
    durationMs: z.number().int().nonnegative(),
    summary: z.string().nullable(),
    error: z.string().nullable(),
  }),
});

export const JOB_EVENT_TYPES = [JobScheduled, JobRunStarted, JobRunFinished] as const;

/** A job stream's events, as the job decider decides them. */
export type JobEvent = EventOf<(typeof JOB_EVENT_TYPES)[number]>;

export type JobParameters = EventData<typeof JobRunStarted>['parameters'];

export const jobStream = (job: string) => `job-${job}`;

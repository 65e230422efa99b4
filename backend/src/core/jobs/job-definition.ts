import type { z } from 'zod';
import type { JobTrigger } from './job.events.js';

export type JobContext<Parameters> = {
  runId: string;
  trigger: JobTrigger;
  /** The scheduled instant this run stands for; for a run asked by hand, when it was asked. */
  occurrence: Date;
  /** The signed-in admin who asked for a run by hand (their user name); null for scheduled and catch-up runs. */
  operator: string | null;
  /** Given to a run asked through the admin API, validated by the job's `parameters` schema; undefined otherwise. */
  parameters: Parameters | undefined;
  /**
   * Aborted when the run must stop early: the job's lease was lost (another instance may take the
   * occurrence over) or the app is shutting down. Check it between steps and keep every step
   * idempotent: an interrupted occurrence is run again.
   */
  signal: AbortSignal;
  /** The app's clock: what "now" means for the job (tests control it). */
  now: () => Date;
};

/**
 * A scheduled job. `schedule` is a cron expression (5 fields, or 6 with seconds) read in
 * SCHEDULE_TIMEZONE. `run` answers a one-line summary for the admin (never personal data).
 */
export type JobDefinition<Parameters = undefined> = {
  /** Lower-case words joined by hyphens (daily-draft); also names the job's lease and stream. */
  name: string;
  schedule: string;
  description?: string;
  parameters?: z.ZodType<Parameters>;
  run: (context: JobContext<Parameters>) => Promise<string | void>;
  /**
   * Why the job has nothing to do now (Gmail not connected, say), or null when it has work. While it
   * is idle its scheduled occurrences are neither run nor recorded, so a frequent job waiting on a
   * setting adds no events, and it is not overdue; a run by hand still runs and records its answer.
   */
  idle?: () => Promise<string | null>;
};

/** One job as `GET /api/admin/jobs` lists it: the contract's shape. */
export type { JobListing } from '../../contract/operations.contract.js';

export const JOB_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

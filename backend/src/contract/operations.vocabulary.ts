/** The closed lists of the operator's read-model and audit views. Plain data, no zod. */

/** A projection is catching up to the log, live, rebuilding a new generation beside the live one, or failed. */
export const PROJECTION_STATES = ['catching_up', 'live', 'rebuilding', 'failed'] as const;
export type ProjectionState = (typeof PROJECTION_STATES)[number];

/** Who caused an event (its metadata `actor`), as the audit trail shows it. */
export const ACTORS = ['visitor', 'admin', 'system', 'scheduler'] as const;
export type Actor = (typeof ACTORS)[number];

/** What started a run of a scheduled job, and how a run ended. */
export const JOB_TRIGGERS = ['schedule', 'catch-up', 'manual'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];
export const JOB_OUTCOMES = ['succeeded', 'failed', 'interrupted'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/**
 * The jobs whose run reaches every subscriber or cannot be undone: registered under these names by
 * the backend (features/email/schedule/email-jobs.ts, features/operations/key-rotation.job.ts), and
 * asked about before Run now by the dashboard's Jobs panel.
 */
export const CONSEQUENTIAL_JOBS = { dailySend: 'daily-send', weeklySend: 'weekly-send', rotateKeys: 'rotate-keys' } as const;

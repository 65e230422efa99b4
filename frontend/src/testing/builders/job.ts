import type { JobListing } from '@contract/operations.contract';

/** A daily job that last ran on schedule and succeeded; override only what a test is about. */
export const buildJob = (overrides: Partial<JobListing> = {}): JobListing => ({
  name: 'daily-newsletter',
  description: 'Sends the daily newsletter at 08:00',
  schedule: '0 8 * * *',
  timezone: 'UTC',
  nextRunAt: '2025-01-06T08:00:00.000Z',
  lastRun: {
    runId: 'run-1',
    trigger: 'schedule',
    occurrence: '2025-01-05T08:00:00.000Z',
    startedAt: '2025-01-05T08:00:00.000Z',
    finishedAt: '2025-01-05T08:00:12.400Z',
    durationMs: 12400,
    holder: 'host-a/1234/x1',
    operator: null,
  },
  lastResult: { outcome: 'succeeded', summary: '120 emails sent', error: null },
  holder: null,
  ...overrides,
});

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type JobOutcome = 'succeeded' | 'failed' | 'interrupted';
export type JobTrigger = 'schedule' | 'catch-up' | 'manual';

/** One job as GET /api/admin/jobs lists it. */
export type JobListing = {
  name: string;
  description: string | null;
  schedule: string;
  timezone: string;
  nextRunAt: string;
  lastRun: {
    runId: string;
    trigger: JobTrigger;
    occurrence: string | null;
    startedAt: string;
    finishedAt: string | null;
    durationMs: number | null;
    holder: string;
  } | null;
  lastResult: { outcome: 'running' | JobOutcome; summary: string | null; error: string | null } | null;
  holder: string | null;
};

export const JOBS_POLL_MS = 2000;

export const isRunning = (job: JobListing) => job.lastResult?.outcome === 'running';

export const getJobs = () => api.get<JobListing[]>('/api/admin/jobs');

/** Polls every 2 s only while a job runs, so its end shows without a reload and an idle list makes no requests. */
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'jobs'],
    queryFn: getJobs,
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? JOBS_POLL_MS : false),
  });

export const useJobs = () => useQuery(jobsQueryOptions());

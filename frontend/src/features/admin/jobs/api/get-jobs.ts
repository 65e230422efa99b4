import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';
import type { JobListing } from '@contract/operations.contract';

/** One job as GET /api/admin/jobs lists it, and the vocabularies of its runs: the contract's. */
export type { JobListing } from '@contract/operations.contract';
export type { JobOutcome, JobTrigger } from '@contract/operations.vocabulary';

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

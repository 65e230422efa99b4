import type { RouteAnswer } from '@contract/define-route';
import type { operationsRoutes } from '@contract/operations.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { jobsQueryOptions } from './get-jobs';

/** POST /api/admin/jobs/:name/run answers 202 with the run's id. */
export type RunJobAnswer = RouteAnswer<typeof operationsRoutes.runJob>;

/** Runs a scheduled job now; the run goes on in the background and its end shows in the list. */
export const runJob = (name: string) => api.post<RunJobAnswer>(`/api/admin/jobs/${encodeURIComponent(name)}/run`);

export const useRunJob = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey }) });
};

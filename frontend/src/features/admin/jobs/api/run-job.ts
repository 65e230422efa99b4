import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { jobsQueryOptions } from './get-jobs';

export type RunJobAnswer = { accepted: true; job: string; runId: string };

/** Runs a scheduled job now; the run goes on in the background and its end shows in the list. */
export const runJob = (name: string) => api.post<RunJobAnswer>(`/api/admin/jobs/${encodeURIComponent(name)}/run`);

export const useRunJob = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runJob, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsQueryOptions().queryKey }) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidatePublicTools } from './invalidate-public-tools';

/** What POST /api/admin/refresh-tools answers: where the list came from and what changed. */
export type RefreshReport = { source: string; added: number; changed: number; removed: number; unchanged: number; total: number };

export const refreshTools = () => api.post<RefreshReport>('/api/admin/refresh-tools');

export const useRefreshTools = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshTools, onSuccess: () => invalidatePublicTools(queryClient) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefreshReport } from '@contract/catalogue.contract';
import { api } from '../../../../lib/api-client';
import { invalidatePublicTools } from './invalidate-public-tools';

export type { RefreshReport };

export const refreshTools = () => api.post<RefreshReport>('/api/admin/refresh-tools');

export const useRefreshTools = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refreshTools, onSuccess: () => invalidatePublicTools(queryClient) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnhancementFieldChanges, EnhancementReport } from '@contract/catalogue.contract';
import { api } from '../../../../lib/api-client';
import { invalidatePublicTools } from './invalidate-public-tools';

export type { EnhancementFieldChanges, EnhancementReport };

export const enhanceTools = () => api.post<EnhancementReport>('/api/admin/enhance-tools');

export const useEnhanceTools = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enhanceTools, onSuccess: () => invalidatePublicTools(queryClient) });
};

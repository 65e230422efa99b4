import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidatePublicTools } from './invalidate-public-tools';

export type EnhancementField = 'rating' | 'reviewCount' | 'pros' | 'features' | 'useCases';
type FieldChange = { from: unknown; to: unknown };

/** What POST /api/admin/enhance-tools answers: which writer ran and, per tool, which fields changed. */
export type EnhancementReport = {
  writer: 'openai' | 'offline';
  model: string;
  enhanced: number;
  unchanged: number;
  skipped: Array<{ id: string; name: string }>;
  changes: Array<{ id: string; name: string; fields: Partial<Record<EnhancementField, FieldChange>> }>;
};

export const enhanceTools = () => api.post<EnhancementReport>('/api/admin/enhance-tools');

export const useEnhanceTools = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enhanceTools, onSuccess: () => invalidatePublicTools(queryClient) });
};

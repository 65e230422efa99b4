import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeedResult } from '@contract/analytics.contract';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** What POST /api/admin/seed-email-analytics answers (operator-area.md section 3, Seed result). */
export type { SeedResult };

export const seedEmailAnalytics = () => api.post<SeedResult>('/api/admin/seed-email-analytics');

export const useSeedEmailAnalytics = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: seedEmailAnalytics, onSuccess: () => queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY }) });
};

import type { analyticsRoutes } from '@contract/analytics.contract';
import type { RouteAnswer } from '@contract/define-route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** DELETE /api/admin/demo-data: the seeded demo data leaves every chart (removed: false when there was none). */
export const removeDemoData = () => api.delete<RouteAnswer<typeof analyticsRoutes.removeDemoData>>('/api/admin/demo-data');

export const useRemoveDemoData = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeDemoData, onSuccess: () => queryClient.invalidateQueries({ queryKey: ANALYTICS_QUERY_KEY }) });
};

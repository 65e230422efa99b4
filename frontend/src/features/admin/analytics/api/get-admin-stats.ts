import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@contract/analytics.contract';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** GET /api/admin/stats: active subscribers, signups of the last 7 days, published posts, listed tools. */
export type { AdminStats };

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** GET /api/admin/stats: active subscribers, signups of the last 7 days, published posts, listed tools. */
export type AdminStats = { totalUsers: number; recentSignups: number; totalBlogPosts: number; totalTools: number };

export const getAdminStats = () => api.get<AdminStats>('/api/admin/stats');

export const adminStatsQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'stats'], queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());

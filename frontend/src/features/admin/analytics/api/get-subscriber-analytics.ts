import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';
import type { BreakdownItem, SeriesPoint } from './series';

/** GET /api/admin/subscriber-analytics: signups per day and who came from where, wanting what. */
export type SubscriberAnalytics = {
  signupsPerDay: SeriesPoint[];
  bySource: BreakdownItem[];
  byFrequency: BreakdownItem[];
  byInterest: BreakdownItem[];
  utm: { source: BreakdownItem[]; medium: BreakdownItem[]; campaign: BreakdownItem[] };
};

export const getSubscriberAnalytics = () => api.get<SubscriberAnalytics>('/api/admin/subscriber-analytics');

export const subscriberAnalyticsQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'subscribers'], queryFn: getSubscriberAnalytics });

export const useSubscriberAnalytics = () => useQuery(subscriberAnalyticsQueryOptions());

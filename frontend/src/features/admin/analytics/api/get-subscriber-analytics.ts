import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberAnalytics } from '@contract/analytics.contract';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** GET /api/admin/subscriber-analytics: signups per day and who came from where, wanting what. */
export type { SubscriberAnalytics };

export const getSubscriberAnalytics = () => api.get<SubscriberAnalytics>('/api/admin/subscriber-analytics');

export const subscriberAnalyticsQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'subscribers'], queryFn: getSubscriberAnalytics });

export const useSubscriberAnalytics = () => useQuery(subscriberAnalyticsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailAnalytics } from '@contract/analytics.contract';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

/** GET /api/admin/email-analytics: today's figures, what tomorrow holds, and the weekly trends. */
export type { EmailAnalytics };

/** Spec section 9: the only analytics read that polls, every 30 seconds. */
export const EMAIL_ANALYTICS_POLL_MS = 30_000;

export const getEmailAnalytics = () => api.get<EmailAnalytics>('/api/admin/email-analytics');

export const emailAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'email'], queryFn: getEmailAnalytics, refetchInterval: EMAIL_ANALYTICS_POLL_MS });

export const useEmailAnalytics = () => useQuery(emailAnalyticsQueryOptions());

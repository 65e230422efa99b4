import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@contract/subscribers.contract';
import { api } from '../../../../lib/api-client';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers-query-key';

export type { HistoryEntry };

export const getSubscriberHistory = (subscriberId: string) =>
  api.get<HistoryEntry[]>(`/api/admin/subscribers/${encodeURIComponent(subscriberId)}/history`);

export const subscriberHistoryQueryOptions = (subscriberId: string) =>
  queryOptions({ queryKey: [...SUBSCRIBERS_QUERY_KEY, subscriberId, 'history'], queryFn: () => getSubscriberHistory(subscriberId) });

/** Fetched each time the drawer opens: the history is short and must include what just happened. */
export const useSubscriberHistory = (subscriberId: string) => useQuery({ ...subscriberHistoryQueryOptions(subscriberId), staleTime: 0 });

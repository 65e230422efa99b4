import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@contract/subscribers.contract';
import type { SubscriberStatus } from '@contract/subscribers.vocabulary';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type { Subscriber, SubscriberStatus };

/** Every subscriber query (the list, its pages, each history) starts with this key; an import invalidates them all. */
export const SUBSCRIBERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'subscribers'] as const;

/** The whole list, newest signup first, as the spec's call answers it. */
export const getSubscribers = () => api.get<Subscriber[]>('/api/subscribers');

export const subscribersQueryOptions = () => queryOptions({ queryKey: [...SUBSCRIBERS_QUERY_KEY, 'all'], queryFn: getSubscribers });

export const useSubscribers = () => useQuery(subscribersQueryOptions());

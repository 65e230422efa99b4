import type { SubscriberPage } from '@contract/subscribers.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import type { StatusFilter } from '../utils/subscriber-filter';
import { SUBSCRIBERS_QUERY_KEY } from './get-subscribers';

export type SubscriberPageQuery = { search: string; status: StatusFilter; limit: number; cursor: string | null };

/** GET /api/subscribers?q=&status=&limit=&cursor=: one page, the cursor of the next one (null at the end), and how many match. */
export type { SubscriberPage };

export const subscriberPageUrl = ({ search, status, limit, cursor }: SubscriberPageQuery) => {
  const parameters = new URLSearchParams({ limit: String(limit) });
  if (search.trim()) parameters.set('q', search.trim());
  if (status !== 'all') parameters.set('status', status);
  if (cursor) parameters.set('cursor', cursor);
  return `/api/subscribers?${parameters}`;
};

export const getSubscriberPage = (query: SubscriberPageQuery) => api.get<SubscriberPage>(subscriberPageUrl(query));

/** The previous page stays on screen while the next one loads, so the table does not flash empty. */
export const subscriberPageQueryOptions = (query: SubscriberPageQuery) =>
  queryOptions({ queryKey: [...SUBSCRIBERS_QUERY_KEY, 'page', query], queryFn: () => getSubscriberPage(query), placeholderData: keepPreviousData });

export const useSubscriberPage = (query: SubscriberPageQuery) => useQuery(subscriberPageQueryOptions(query));

import type { SubscriberListQuery, SubscriberPage } from '@contract/subscribers.contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers-query-key';

/** One page as the list shows it: the server's page, the query it answers, and the position of its first row (1-based). */
export type ShownSubscriberPage = SubscriberPage & { query: SubscriberListQuery; firstRow: number };

/**
 * GET /api/subscribers?q=&status=&limit=&cursor=: one page, the cursor of the next one (null at the
 * end), and how many match. The dashboard always sends `limit`: without any parameter the same
 * route answers the whole list (the spec's call), which is what a page must never ask for.
 */
export const getSubscriberPage = ({ q, status, limit, cursor }: SubscriberListQuery & { limit: number }, signal?: AbortSignal) => {
  const parameters = new URLSearchParams({ limit: String(limit) });
  if (q) parameters.set('q', q);
  if (status) parameters.set('status', status);
  if (cursor) parameters.set('cursor', cursor);
  return api.get<SubscriberPage>(`/api/subscribers?${parameters}`, { signal });
};

/**
 * The page keeps the query and the position it was asked for, so while the next page loads the one
 * on screen (kept, so the table does not flash empty) still says which rows it shows. Under
 * SUBSCRIBERS_QUERY_KEY: an admin action or an import refreshes the page on screen.
 */
export const subscriberPageQueryOptions = (query: SubscriberListQuery & { limit: number }, firstRow: number) =>
  queryOptions({
    queryKey: [...SUBSCRIBERS_QUERY_KEY, 'page', query, firstRow],
    queryFn: async (): Promise<ShownSubscriberPage> => ({ ...(await getSubscriberPage(query)), query, firstRow }),
    placeholderData: keepPreviousData,
  });

export const useSubscriberPage = (query: SubscriberListQuery & { limit: number }, firstRow: number) => useQuery(subscriberPageQueryOptions(query, firstRow));

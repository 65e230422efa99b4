import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

/**
 * Every subscriber query (the list's pages, each history) starts with this key, so an admin action
 * or an import refreshes them all with one invalidation.
 */
export const SUBSCRIBERS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'subscribers'] as const;

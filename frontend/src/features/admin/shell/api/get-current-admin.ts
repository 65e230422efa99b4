import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentAdmin } from '@contract/admin-session.contract';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type { CurrentAdmin };

export const getCurrentAdmin = () => api.get<CurrentAdmin>('/api/admin/me');

/** The guard's check: never retried, a 401 simply means "not signed in". */
export const currentAdminQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'me'], queryFn: getCurrentAdmin, retry: false });

export const useCurrentAdmin = () => useQuery(currentAdminQueryOptions());

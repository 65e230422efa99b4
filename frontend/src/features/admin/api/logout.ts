import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { adminSessionRoutes } from '@contract/admin-session.contract';
import type { RouteAnswer } from '@contract/define-route';
import { api } from '../../../lib/api-client';
import { currentAdminQueryOptions } from './get-current-admin';
import { projectionsQueryOptions } from './get-projections';

export const logout = () => api.post<RouteAnswer<typeof adminSessionRoutes.logout>>('/api/admin/logout');

/** Nothing fetched under a session may outlive it: signing out and an expired session both drop it all. */
export const removeAdminSessionData = (queryClient: QueryClient) => {
  for (const { queryKey } of [currentAdminQueryOptions(), projectionsQueryOptions()]) queryClient.removeQueries({ queryKey });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => removeAdminSessionData(queryClient),
  });
};

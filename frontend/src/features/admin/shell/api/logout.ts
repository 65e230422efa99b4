import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { adminSessionRoutes } from '@contract/admin-session.contract';
import type { RouteAnswer } from '@contract/define-route';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';
import { endAdminSession } from '../../shared/session-end';

export const logout = () => api.post<RouteAnswer<typeof adminSessionRoutes.logout>>('/api/admin/logout');

/**
 * Nothing fetched or picked under a session may outlive it: signing out and an expired session
 * both drop every admin query and whatever the panels hold (chosen recipients, an import's
 * addresses: personal data).
 */
export const removeAdminSessionData = (queryClient: QueryClient) => {
  queryClient.removeQueries({ queryKey: ADMIN_QUERY_KEY });
  endAdminSession();
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => removeAdminSessionData(queryClient),
  });
};

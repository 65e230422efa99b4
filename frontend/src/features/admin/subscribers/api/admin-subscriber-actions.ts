import type { RouteAnswer } from '@contract/define-route';
import type { subscriberRoutes } from '@contract/subscribers.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { SUBSCRIBERS_QUERY_KEY } from './subscribers-query-key';

const subscriberPath = (subscriberId: string) => `/api/admin/subscribers/${encodeURIComponent(subscriberId)}`;

/** POST /api/admin/subscribers/:id/unsubscribe: recorded with the admin as actor; answers the row as the list now shows it. */
export const adminUnsubscribe = (subscriberId: string) => api.post<RouteAnswer<typeof subscriberRoutes.adminUnsubscribe>>(`${subscriberPath(subscriberId)}/unsubscribe`);

/** DELETE /api/admin/subscribers/:id: the person's data key destroyed, the row kept without personal data. */
export const adminErase = (subscriberId: string) => api.delete<RouteAnswer<typeof subscriberRoutes.adminErase>>(subscriberPath(subscriberId));

/** Either action refreshes every subscriber query (the list, its pages, the history in the drawer). */
const useSubscriberAction = (action: (subscriberId: string) => ReturnType<typeof adminUnsubscribe>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIBERS_QUERY_KEY }) });
};

export const useAdminUnsubscribe = () => useSubscriberAction(adminUnsubscribe);
export const useAdminErase = () => useSubscriberAction(adminErase);

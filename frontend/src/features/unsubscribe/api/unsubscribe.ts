import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { subscriberRoutes } from '@contract/subscribers.contract';
import { subscriberTokenHeaders } from '../../../api/subscriber-token';
import { api } from '../../../lib/api-client';

export type UnsubscribeInput = { email: string; token: string | null };

/** With a token the server unsubscribes at once; without one it emails a confirmation link. */
export const unsubscribe = ({ email, token }: UnsubscribeInput) =>
  api.delete<RouteAnswer<typeof subscriberRoutes.unsubscribe>>(`/api/unsubscribe/${encodeURIComponent(email)}`, {
    headers: subscriberTokenHeaders(token),
  });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });

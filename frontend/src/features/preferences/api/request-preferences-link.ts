import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { subscriberRoutes } from '@contract/subscribers.contract';
import { api } from '../../../lib/api-client';

type Route = typeof subscriberRoutes.preferencesLink;

/** The server answers alike whether or not the address is subscribed, so nothing leaks. */
export const requestPreferencesLink = (email: string) => {
  const body: RouteBody<Route> = { email };
  return api.post<RouteAnswer<Route>>('/api/subscribers/preferences-link', body);
};

export const useRequestPreferencesLink = () => useMutation({ mutationFn: requestPreferencesLink });

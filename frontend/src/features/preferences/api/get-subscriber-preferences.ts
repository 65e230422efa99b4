import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriberPreferences } from '@contract/subscribers.contract';
import { subscriberTokenHeaders } from '../../../api/subscriber-token';
import { api } from '../../../lib/api-client';

export type { SubscriberPreferences };

export const getSubscriberPreferences = (email: string, token: string | null) =>
  api.get<SubscriberPreferences>(`/api/subscribers/email/${encodeURIComponent(email)}`, {
    headers: subscriberTokenHeaders(token),
  });

export const subscriberPreferencesQueryOptions = (email: string, token: string | null) =>
  queryOptions({
    queryKey: ['subscribers', 'email', email, token],
    queryFn: () => getSubscriberPreferences(email, token),
  });

/** Without an address and a token there is nothing the server would show, so no request is made. */
export const useSubscriberPreferences = (email: string, token: string | null) =>
  useQuery({ ...subscriberPreferencesQueryOptions(email, token), enabled: email !== '' && token !== null });

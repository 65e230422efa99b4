import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SubscriberPreferences = { frequency: string; interests: string[]; customInterests: string };

/** The signed link token proves the visitor owns the address (header X-Subscriber-Token). */
export const subscriberTokenHeaders = (token: string | null): Record<string, string> =>
  token ? { 'X-Subscriber-Token': token } : {};

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesPayload, subscriberRoutes } from '@contract/subscribers.contract';
import type { RouteAnswer } from '@contract/define-route';
import { subscriberTokenHeaders } from '../../../api/subscriber-token';
import { api } from '../../../lib/api-client';
import { subscriberPreferencesQueryOptions, type SubscriberPreferences } from './get-subscriber-preferences';

/** What the page sends is what it then shows, so the preferences are kept in the shape of the GET answer. */
export type UpdateSubscriberPreferencesInput = { email: string; token: string | null; preferences: SubscriberPreferences };

export const updateSubscriberPreferences = ({ email, token, preferences }: UpdateSubscriberPreferencesInput) => {
  const body: PreferencesPayload = preferences;
  return api.put<RouteAnswer<typeof subscriberRoutes.changePreferences>>(`/api/subscribers/${encodeURIComponent(email)}`, body, {
    headers: subscriberTokenHeaders(token),
  });
};

export const useUpdateSubscriberPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriberPreferences,
    onSuccess: (_answer, { email, token, preferences }) => {
      queryClient.setQueryData(subscriberPreferencesQueryOptions(email, token).queryKey, preferences);
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriberTokenHeaders } from '../../../api/subscriber-token';
import { api } from '../../../lib/api-client';
import { subscriberPreferencesQueryOptions, type SubscriberPreferences } from './get-subscriber-preferences';

export type UpdateSubscriberPreferencesInput = { email: string; token: string | null; preferences: SubscriberPreferences };

export const updateSubscriberPreferences = ({ email, token, preferences }: UpdateSubscriberPreferencesInput) =>
  api.put<{ ok: true }>(`/api/subscribers/${encodeURIComponent(email)}`, preferences, {
    headers: subscriberTokenHeaders(token),
  });

export const useUpdateSubscriberPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriberPreferences,
    onSuccess: (_answer, { email, token, preferences }) => {
      queryClient.setQueryData(subscriberPreferencesQueryOptions(email, token).queryKey, preferences);
    },
  });
};

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server answers alike whether or not the address is subscribed, so nothing leaks. */
export const requestPreferencesLink = (email: string) =>
  api.post<{ message: string }>('/api/subscribers/preferences-link', { email });

export const useRequestPreferencesLink = () => useMutation({ mutationFn: requestPreferencesLink });

import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** Google's consent page for this admin (the server also sets the cookie its state is bound to). Asked on click, never cached. */
export const getGmailAuthUrl = () => api.get<{ authUrl: string }>('/api/gmail/auth-url');

export const useGmailAuthUrl = () => useMutation({ mutationFn: getGmailAuthUrl });

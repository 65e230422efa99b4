import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@contract/define-route';
import type { ThreadsConnection, threadsRoutes } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';
import { showAccount } from './get-social-accounts';

/** The short-lived token for a long-lived one, which the server stores and answers masked. */
export const convertThreadsToken = (body: RouteBody<typeof threadsRoutes.convertLongLived>) => api.post<ThreadsConnection>('/api/threads/convert-long-lived', body);

export const useConvertThreadsToken = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: convertThreadsToken, onSuccess: ({ account }) => showAccount(queryClient, 'threads', account) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { facebookRoutes } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';
import { showAccount } from './get-social-accounts';

/** Step three: the chosen page's token is stored; the answer shows the page as now connected (without the token). */
export const updatePageToken = (body: RouteBody<typeof facebookRoutes.updateToken>) =>
  api.post<RouteAnswer<typeof facebookRoutes.updateToken>>('/api/facebook/update-token', body);

export const useUpdatePageToken = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePageToken, onSuccess: ({ account }) => showAccount(queryClient, 'facebook', account) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { facebookRoutes } from '@contract/social.contract';
import type { SocialPlatform } from '@contract/social.vocabulary';
import { api } from '../../../../lib/api-client';
import { showAccount } from './get-social-accounts';

/** POST /api/facebook/disconnect or /api/threads/disconnect: the stored token's key is destroyed. */
export const disconnectAccount = (platform: SocialPlatform) => api.post<RouteAnswer<typeof facebookRoutes.disconnect>>(`/api/${platform}/disconnect`);

export const useDisconnectAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectAccount, onSuccess: ({ account }, platform) => showAccount(queryClient, platform, account) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { facebookRoutes, threadsRoutes } from '@contract/social.contract';
import type { SocialPlatform } from '@contract/social.vocabulary';
import { api } from '../../../../lib/api-client';
import { socialAccountsQueryOptions } from './get-social-accounts';

export type TestPostResult = RouteAnswer<typeof facebookRoutes.testPosting> & RouteAnswer<typeof threadsRoutes.testPosting>;

/** POST /api/facebook/test-posting or /api/threads/test-posting: the same text again under one connection is answered, not posted twice. */
export const publishTestPost = ({ platform, message }: { platform: SocialPlatform; message: string }) =>
  api.post<TestPostResult>(`/api/${platform}/test-posting`, { message });

/** Either way the account's last post changed (published, or refused and recorded). */
export const usePublishTestPost = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishTestPost, onSettled: () => queryClient.invalidateQueries({ queryKey: socialAccountsQueryOptions().queryKey }) });
};

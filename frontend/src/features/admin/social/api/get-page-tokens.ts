import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { facebookRoutes } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';

export type { FacebookPage } from '@contract/social.contract';

/** Step two: the pages the user token manages, each with its page token (a POST: the token travels in the body). */
export const getPageTokens = (body: RouteBody<typeof facebookRoutes.getPageTokens>) =>
  api.post<RouteAnswer<typeof facebookRoutes.getPageTokens>>('/api/facebook/get-page-tokens', body);

export const useGetPageTokens = () => useMutation({ mutationFn: getPageTokens });

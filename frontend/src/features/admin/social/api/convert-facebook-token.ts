import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { facebookRoutes } from '@contract/social.contract';
import { api } from '../../../../lib/api-client';

export type FacebookTokenConversion = RouteAnswer<typeof facebookRoutes.convertToLongLived>;

/** Step one of the wizard: the long-lived user token comes back to the wizard; nothing is stored. */
export const convertFacebookToken = (body: RouteBody<typeof facebookRoutes.convertToLongLived>) =>
  api.post<FacebookTokenConversion>('/api/facebook/convert-to-long-lived', body);

export const useConvertFacebookToken = () => useMutation({ mutationFn: convertFacebookToken });

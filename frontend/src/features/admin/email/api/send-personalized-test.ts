import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type PersonalizedTestPayload = RouteBody<typeof emailCampaignRoutes.personalizedTest>;

/** Sends a subscriber's version (their links) to a test address instead of to them. */
export const sendPersonalizedTest = (payload: PersonalizedTestPayload) =>
  api.post<RouteAnswer<typeof emailCampaignRoutes.personalizedTest>>('/api/admin/personalized-email/send-test', payload);

export const useSendPersonalizedTest = () => useMutation({ mutationFn: sendPersonalizedTest });

import type { RouteAnswer, RouteBody } from '@contract/define-route';
import type { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export type SingleEmailPayload = RouteBody<typeof emailCampaignRoutes.sendSingle>;

/** POST /api/admin/send-single-email: one email to any address, on the site's layout (the compose dialog). */
export const sendSingleEmail = (payload: SingleEmailPayload) => api.post<RouteAnswer<typeof emailCampaignRoutes.sendSingle>>('/api/admin/send-single-email', payload);

export const useSendSingleEmail = () => useMutation({ mutationFn: sendSingleEmail });

import type { RouteBody } from '@contract/define-route';
import type { emailCampaignRoutes, ManualCampaignAnswer } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type CampaignPayload = RouteBody<typeof emailCampaignRoutes.sendEmail>;
export type { ManualCampaignAnswer };

/**
 * A manual campaign (POST /api/admin/send-email), used by the Email Campaigns form and the AI
 * email writer: each chosen subscriber gets the mail once. The call answers once every recipient
 * has an outcome, or after 20 s with `status: 'sending'` (202) while the campaign goes on.
 */
export const sendCampaign = (payload: CampaignPayload) => api.post<ManualCampaignAnswer>('/api/admin/send-email', payload);

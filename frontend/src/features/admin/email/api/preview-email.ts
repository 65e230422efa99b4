import type { RouteBody } from '@contract/define-route';
import type { emailCampaignRoutes, PreviewedEmail } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type PreviewPayload = RouteBody<typeof emailCampaignRoutes.previewEmail>;
export type { PreviewedEmail };

/** The AI email writer's preview: a subject and content for a frequency and interests, and that rendered as the email; nothing sent. */
export const previewEmail = (payload: PreviewPayload) => api.post<PreviewedEmail>('/api/admin/preview-email', payload);

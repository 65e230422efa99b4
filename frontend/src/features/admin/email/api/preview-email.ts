import type { RouteBody } from '@contract/define-route';
import type { EmailDraftText, emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type PreviewPayload = RouteBody<typeof emailCampaignRoutes.previewEmail>;
export type { EmailDraftText };

/** The AI email writer's preview: a subject and content for a frequency and interests, nothing sent. */
export const previewEmail = (payload: PreviewPayload) => api.post<EmailDraftText>('/api/admin/preview-email', payload);

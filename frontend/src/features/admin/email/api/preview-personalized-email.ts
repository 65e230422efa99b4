import { useMutation } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';

export type PersonalizedPreview = RouteAnswer<typeof emailCampaignRoutes.personalizedPreview>;

/** Exactly what one subscriber would receive: written for their frequency and interests, with their own links. */
export const previewPersonalizedEmail = (subscriberId: string) => api.post<PersonalizedPreview>('/api/admin/personalized-email/preview', { subscriberId });

export const usePreviewPersonalizedEmail = () => useMutation({ mutationFn: previewPersonalizedEmail });

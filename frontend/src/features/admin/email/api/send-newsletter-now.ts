import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteAnswer } from '@contract/define-route';
import type { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import type { DraftFrequency } from '@contract/email.vocabulary';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

type SendAnswer = RouteAnswer<typeof emailCampaignRoutes.sendDaily>;

/**
 * The spec's test buttons, POST /api/admin/send-daily-emails and /send-weekly-emails (one endpoint
 * per frequency, same shape): the earliest approved, unsent draft of that frequency goes out now;
 * the `message` says to how many, or why nothing was sent.
 */
export const sendNewsletterNow = (frequency: DraftFrequency) => api.post<SendAnswer>(`/api/admin/send-${frequency}-emails`);

export const useSendNewsletterNow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletterNow,
    // A send marks its draft sent (and expires overdue pending ones) and starts a campaign.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: emailQueryKeys.campaigns }), queryClient.invalidateQueries({ queryKey: emailQueryKeys.drafts })]),
  });
};

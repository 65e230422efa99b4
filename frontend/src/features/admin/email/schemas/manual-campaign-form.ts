import { z } from 'zod';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';

/** The manual campaign as typed, before the server's checks (blank fields are refused on send). */
export const manualCampaignFormSchema = z.object({ subject: z.string().max(EMAIL_LIMITS.subject), content: z.string().max(EMAIL_LIMITS.content) });
export type ManualCampaignForm = z.infer<typeof manualCampaignFormSchema>;

export const EMPTY_MANUAL_CAMPAIGN: ManualCampaignForm = { subject: '', content: '' };

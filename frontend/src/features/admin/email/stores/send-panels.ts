import { createSessionState } from '../../shared/session-state';
import type { CampaignPayload } from '../api/send-campaign';
import { AI_EMAIL_DEFAULTS, aiEmailWorkSchema, type AiEmailWork } from '../schemas/ai-email-form';
import { EMPTY_MANUAL_CAMPAIGN, manualCampaignFormSchema } from '../schemas/manual-campaign-form';

/**
 * The work in the two send panels, kept for the dashboard session: both send the admin to the
 * Subscribers tab to pick recipients, and the typed text and the AI's preview must be there when
 * they come back (by the link, the tab or Back). Kept in the tab's sessionStorage too, so a reload
 * does not lose it (docs/operations.md, "The operator dashboard"); forgotten at sign-out.
 */
export const manualCampaignWork = createSessionState(EMPTY_MANUAL_CAMPAIGN, { key: 'manual-campaign', schema: manualCampaignFormSchema });

export const aiEmailWork = createSessionState<AiEmailWork>({ values: AI_EMAIL_DEFAULTS, preview: null }, { key: 'ai-email', schema: aiEmailWorkSchema });

/**
 * After a successful send the panel starts afresh, unless it already holds other work: the AI
 * writer can preview the next email while a send runs (the manual form is locked meanwhile).
 */
export const forgetSentManualCampaign = (sent: CampaignPayload) => {
  const current = manualCampaignWork.get();
  if (current.subject === sent.subject && current.content === sent.content) manualCampaignWork.reset();
};

export const forgetSentAiEmail = (sent: CampaignPayload) => {
  const { preview } = aiEmailWork.get();
  if (preview && preview.subject === sent.subject && preview.content === sent.content) aiEmailWork.reset();
};

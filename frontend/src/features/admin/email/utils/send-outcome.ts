import type { ToastInput } from '../../../../components/ui/use-toast';
import { countOf } from '../../shared/count-of';
import type { ManualCampaignAnswer } from '../api/send-campaign';
import { EMAIL_SENT } from '../schemas/email-texts';

/** The toast after a manual campaign: sent (with who was skipped), or still sending when the call stopped waiting. */
export const sendOutcome = ({ sentCount, skippedCount, status }: ManualCampaignAnswer): ToastInput => {
  const skipped = skippedCount > 0 ? ` ${countOf(skippedCount, 'recipient')} no longer subscribed or reachable ${skippedCount === 1 ? 'was' : 'were'} skipped.` : '';
  if (status === 'sending') return { title: 'Campaign Sending', description: `${countOf(sentCount, 'email')} sent so far; the campaign goes on and its progress shows in Email Campaigns.${skipped}` };
  return { title: EMAIL_SENT, description: `Sent to ${countOf(sentCount, 'recipient')}.${skipped}` };
};

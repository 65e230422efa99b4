import type { SendGridEvent } from '../../../contract/email-campaigns.contract.js';
import type { SuppressionReason } from '../../../contract/email.vocabulary.js';

/**
 * The events that stop all mail to an address: a bounce (except a temporary block, which SendGrid
 * itself does not suppress either), a drop, a spam report. Opens, clicks, deliveries are not kept.
 */
export const suppressionReasonOf = (event: SendGridEvent): SuppressionReason | null => {
  switch (event.event) {
    case 'bounce':
      return event.type === 'blocked' ? null : 'bounce';
    case 'dropped':
      return 'dropped';
    case 'spamreport':
      return 'spamreport';
    default:
      return null;
  }
};

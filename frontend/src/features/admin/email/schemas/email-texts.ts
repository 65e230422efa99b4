import { EMAIL_TEXTS } from '@contract/email.vocabulary';
import type { Notice } from '../../../../components/ui/use-toast';
import { countOf } from '../../shared/count-of';

/** Section 8's draft messages. */
export const draftFailures = {
  approve: 'Failed to approve draft',
  reject: 'Failed to reject draft',
  revise: 'Failed to revise draft',
} as const;

/** Section 5: the revision request must not be blank (the server answers 400 too). */
export const revisionRequired: Notice = { title: 'Revision Request Required', description: 'Say what the AI should change: the request must not be blank' };

/** Section 5: a manual campaign needs a subject and content, and at least one recipient. */
export const missingCampaignFields: Notice = { title: EMAIL_TEXTS.missingInformation, description: 'Please enter both a subject and content' };
export const noRecipients: Notice = { title: EMAIL_TEXTS.noRecipients, description: 'Select at least one recipient in the Subscribers tab' };

/** Section 5: the AI preview needs an interest; sending needs the generated content. */
export const selectInterests: Notice = { title: EMAIL_TEXTS.selectInterests, description: 'Please select at least one interest' };
export const noContent: Notice = { title: 'No Content', description: 'Generate a preview before sending' };

/** The question before a manual or AI-written campaign goes out (ConfirmButton's texts): a sent email cannot be recalled. */
export const sendQuestion = (subject: string, recipients: number) => ({
  title: `Send to ${countOf(recipients, 'recipient')}?`,
  description: `"${subject}" goes to ${recipients === 1 ? 'this recipient' : `these ${recipients.toLocaleString('en-US')} recipients`} now, each once. A sent email cannot be called back.`,
  confirmLabel: 'Send Now',
});

/** Section 8: email preview and send failures (the server's reason replaces the description when it gives one). */
export const previewFailed: Notice = { title: 'Preview Failed', description: 'Could not generate email preview' };
export const sendFailed: Notice = { title: 'Send Failed', description: 'There was an error sending the emails' };
export const sendOneFailed: Notice = { title: 'Send Failed', description: 'There was an error sending the email' };
export const TEST_SEND_FAILED = 'Daily or Weekly Email Test Failed';
export const ANALYSIS_FAILED = 'Analysis Failed';

/** Section 8's success message for a send. */
export const EMAIL_SENT = EMAIL_TEXTS.emailSent;

/** The personalized test needs an address to send to. */
export const missingTestAddress: Notice = { title: EMAIL_TEXTS.missingInformation, description: 'Please enter the address to send the test to' };
export const invalidTestAddress: Notice = { title: 'Invalid Email', description: 'Please enter a valid email address' };

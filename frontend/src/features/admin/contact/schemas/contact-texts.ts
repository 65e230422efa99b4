import { CONTACT_TEXTS } from '@contract/contact.vocabulary';
import { EMAIL_TEXTS } from '@contract/email.vocabulary';
import type { Notice } from '../../../../components/ui/use-toast';

/** Section 8's success messages of the inbox and the compose dialog. */
export const REPLY_SENT = CONTACT_TEXTS.replySent;
export const MARKED_SPAM = CONTACT_TEXTS.markedSpam;
export const EMAIL_SENT = EMAIL_TEXTS.emailSent;

/** Section 8's failures, each shown with the call's message ("<status>: <message>"). */
export const REPLY_FAILED = CONTACT_TEXTS.replyFailed;
export const EMAIL_FAILED = CONTACT_TEXTS.emailFailed;

/** The other actions' failures (our addition: the spec names none), in the catalogue's style. */
export const actionFailures = {
  'mark-read': 'Failed to mark message read',
  spam: 'Failed to mark message as spam',
  restore: 'Failed to restore message',
} as const;

/** Section 5: the reply must not be blank (the server's words for the same refusal). */
export const emptyReply: Notice = { title: EMAIL_TEXTS.missingInformation, description: CONTACT_TEXTS.emptyReply };

/** Section 5: compose needs an address, a subject and content; each missing field says so beside it. */
export const missingComposeFields: Notice = { title: EMAIL_TEXTS.missingInformation, description: 'Please fill in the address, the subject and the content' };
export const composeFieldMessages = {
  to: "Please enter the recipient's address",
  subject: 'Please enter a subject',
  content: 'Please enter the content',
} as const;
export const invalidAddress: Notice = { title: 'Invalid Email', description: 'Please enter a valid email address' };

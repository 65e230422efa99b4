import { renderEmail } from '../../core/mail/email-layout.js';
import type { MailMessage } from '../../core/mail/mailer.port.js';

const SUBJECT = 'Confirm the deletion of your AI Navigator data';

export const deletionConfirmationEmail = (to: string, confirmUrl: string): MailMessage => ({
  to,
  category: 'deletion-confirmation',
  subject: SUBJECT,
  ...renderEmail({
    subject: SUBJECT,
    body: [
      'Hello,',
      'We received a request to delete the personal data AI Navigator holds for this address: your newsletter subscription and preferences, and any messages you sent us.',
      'To confirm, use the button below within 7 days. Once confirmed, the deletion cannot be undone.',
      'If you did not ask for this, ignore this email and nothing changes.',
    ].join('\n\n'),
    action: { label: 'Confirm the deletion', url: confirmUrl },
    reason: 'You get this email because someone asked to delete the data held for this address.',
  }),
});

import type { MailMessage } from '../../core/mail/mailer.port.js';

export const deletionConfirmationEmail = (to: string, confirmUrl: string): MailMessage => ({
  to,
  category: 'deletion-confirmation',
  subject: 'Confirm the deletion of your AI Navigator data',
  text: [
    'Hello,',
    '',
    'We received a request to delete the personal data AI Navigator holds for this address:',
    'your newsletter subscription and preferences, and any messages you sent us.',
    '',
    `To confirm, open this link within 7 days: ${confirmUrl}`,
    '',
    'Once confirmed, the deletion cannot be undone. If you did not ask for this, ignore this email and nothing changes.',
    '',
    'AI Navigator',
  ].join('\n'),
});

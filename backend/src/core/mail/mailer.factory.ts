import type { Mailer } from './mailer.port.js';
import { OutboxMailer } from './outbox-mailer.js';

export type MailerSettings = {
  sendgridApiKey?: string | undefined;
  outboxDir: string;
  /** The sender's address (MAIL_FROM). */
  from: string;
  /** The name mail readers show for it (MAIL_FROM_NAME); empty: the bare address. */
  fromName?: string;
  /** Where answers go (CONTACT_EMAIL, so a reader's answer reaches the contact inbox); unset: to From. */
  replyTo?: string | undefined;
};

/** "AI Navigator <newsletter@…>", or the bare address without a name. */
export const senderOf = (address: string, name = ''): string => (name.trim() === '' ? address : `${name.trim()} <${address}>`);

/**
 * SendGrid when an API key is configured; otherwise `.eml` files in the outbox folder. SendGrid's
 * client is loaded only then: a process that never uses it does not carry it in memory.
 */
export const createMailer = async ({ sendgridApiKey, outboxDir, from, fromName, replyTo }: MailerSettings): Promise<Mailer> => {
  const sender = senderOf(from, fromName);
  const options = replyTo === undefined ? {} : { replyTo };
  if (sendgridApiKey === undefined || sendgridApiKey.trim() === '') return new OutboxMailer(outboxDir, sender, options);
  const { SendGridMailer } = await import('./sendgrid-mailer.js');
  return new SendGridMailer(sendgridApiKey, sender, options);
};

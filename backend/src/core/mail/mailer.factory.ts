import type { Mailer } from './mailer.port.js';
import { OutboxMailer } from './outbox-mailer.js';

export type MailerSettings = {
  sendgridApiKey?: string | undefined;
  outboxDir: string;
  from: string;
};

/**
 * SendGrid when an API key is configured; otherwise `.eml` files in the outbox folder. SendGrid's
 * client is loaded only then: a process that never uses it does not carry it in memory.
 */
export const createMailer = async ({ sendgridApiKey, outboxDir, from }: MailerSettings): Promise<Mailer> => {
  if (sendgridApiKey === undefined || sendgridApiKey.trim() === '') return new OutboxMailer(outboxDir, from);
  const { SendGridMailer } = await import('./sendgrid-mailer.js');
  return new SendGridMailer(sendgridApiKey, from);
};

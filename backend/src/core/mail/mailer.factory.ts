import type { Mailer } from './mailer.port.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SendGridMailer } from './sendgrid-mailer.js';

export type MailerSettings = {
  sendgridApiKey?: string | undefined;
  outboxDir: string;
  from: string;
};

/** SendGrid when an API key is configured; otherwise `.eml` files in the outbox folder. */
export const createMailer = ({ sendgridApiKey, outboxDir, from }: MailerSettings): Mailer =>
  sendgridApiKey !== undefined && sendgridApiKey.trim() !== ''
    ? new SendGridMailer(sendgridApiKey, from)
    : new OutboxMailer(outboxDir, from);

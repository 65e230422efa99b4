export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Free-form tag saying what kind of mail this is (e.g. 'lead-magnet-guide', 'deletion-confirmation'). */
  category: string;
};

export type MailResult = { delivered: true; transport: 'outbox' | 'sendgrid'; reference: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

export const MAILER = Symbol('MAILER');

import { MailService } from '@sendgrid/mail';
import { rateLimited } from '../errors/domain-errors.js';
import { MailDeliveryError } from './mail-delivery-error.js';
import type { MailMessage, MailResult, Mailer } from './mailer.port.js';

export type SendGridMailerOptions = { timeoutMilliseconds?: number };

const EMAIL_ADDRESS = /[^\s<>"',;:]+@[^\s<>"',;:]+/g;

// SendGrid's own messages rarely echo an address, but errors end up in logs: scrub them anyway.
const scrubAddresses = (text: string): string => text.replace(EMAIL_ADDRESS, '[address]');

const describeRejection = (body: unknown): string => {
  if (typeof body !== 'object' || body === null) return '';
  const errors = (body as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return '';
  const messages = errors
    .map((entry: unknown) => (typeof entry === 'object' && entry !== null ? (entry as { message?: unknown }).message : undefined))
    .filter((message): message is string => typeof message === 'string')
    .map(scrubAddresses);
  return messages.length > 0 ? `: ${messages.join('; ')}` : '';
};

/**
 * Turns whatever @sendgrid/mail rejected with into an error that says what to do about it.
 * The original error is deliberately not attached as `cause`: on network failures it is an
 * axios error whose config holds the request body, recipient included.
 */
const toDeliveryError = (error: unknown): Error => {
  const failure = typeof error === 'object' && error !== null ? (error as { code?: unknown; response?: { body?: unknown } }) : {};
  const status = typeof failure.code === 'number' ? failure.code : undefined;
  if (status === undefined) {
    const networkCode = typeof failure.code === 'string' ? ` (${failure.code})` : '';
    return new MailDeliveryError('upstream_unavailable', `SendGrid could not be reached${networkCode}`);
  }
  if (status === 401 || status === 403) {
    return new MailDeliveryError('rejected_api_key', 'SendGrid rejected the API key', status);
  }
  if (status === 429) {
    return rateLimited('SendGrid rate limit reached, try again later');
  }
  if (status >= 500) {
    return new MailDeliveryError('upstream_unavailable', `SendGrid is unavailable (HTTP ${status}), try again later`, status);
  }
  return new MailDeliveryError('rejected_message', `SendGrid rejected the message (HTTP ${status})${describeRejection(failure.response?.body)}`, status);
};

/** The production mail transport: SendGrid's v3 mail/send API through @sendgrid/mail. */
export class SendGridMailer implements Mailer {
  // An own MailService rather than the package's shared singleton, so its API key stays ours.
  private readonly service = new MailService();

  constructor(
    apiKey: string,
    private readonly from: string,
    options: SendGridMailerOptions = {},
  ) {
    if (apiKey.trim() === '') throw new Error('SendGridMailer needs an API key');
    this.service.setApiKey(apiKey.trim());
    this.service.setTimeout(options.timeoutMilliseconds ?? 15_000);
  }

  async send(message: MailMessage): Promise<MailResult> {
    try {
      const [response] = await this.service.send({
        to: message.to,
        from: this.from,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        categories: [message.category],
      });
      const messageId: unknown = response.headers?.['x-message-id'];
      return { delivered: true, transport: 'sendgrid', reference: typeof messageId === 'string' ? messageId : '' };
    } catch (error) {
      throw toDeliveryError(error);
    }
  }
}

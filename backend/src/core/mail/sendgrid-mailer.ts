import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { rateLimited } from '../errors/domain-errors.js';
import { MailDeliveryError } from './mail-delivery-error.js';
import type { BatchLookup, BatchResult, MailBatch, MailMessage, MailResult, Mailer } from './mailer.port.js';
import { assertHeadersWritable } from './mime-encoding.js';
import { batchRequestBody } from './sendgrid-batch-body.js';
import { classifySendGridFailure, isRetryable, retryDelayMs, toDeliveryError } from './sendgrid-errors.js';

export type SendGridMailerOptions = {
  timeoutMilliseconds?: number;
  /** Attempts of one batch request on 429, 5xx or a connection never made (default 5). */
  maxAttempts?: number;
  /** How a retry waits; injected so tests need not wait. */
  wait?: (milliseconds: number) => Promise<void>;
  now?: () => Date;
  batchLimit?: number;
  /** Where answers to every message go (the contact address, whose mail the inbox takes in); none: to From. */
  replyTo?: string;
};

const waitFor = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** SendGrid accepts at most 1,000 personalizations per mail/send request. */
export const SENDGRID_BATCH_LIMIT = 1000;

/** The custom argument that names a batch: sent with every message of it, searched for by `lookUpBatch`. */
export const BATCH_KEY_ARGUMENT = 'batch_key';

/**
 * The production mail transport: SendGrid's v3 API. Single mails go through @sendgrid/mail; a batch
 * is one mail/send request with one personalization per recipient (their address, placeholder
 * values, List-Unsubscribe header and custom args), retried on 429 and 5xx with backoff.
 */
export class SendGridMailer implements Mailer {
  readonly transport = 'sendgrid' as const;
  readonly deduplicatesByKey = false;
  readonly batchLimit: number;
  private readonly client = new Client();
  // An own MailService rather than the package's shared singleton, so its API key stays ours.
  private readonly service = new MailService();
  private readonly maxAttempts: number;
  private readonly wait: (milliseconds: number) => Promise<void>;
  private readonly now: () => Date;
  private readonly replyTo: string | undefined;

  constructor(
    apiKey: string,
    private readonly from: string,
    options: SendGridMailerOptions = {},
  ) {
    if (apiKey.trim() === '') throw new Error('SendGridMailer needs an API key');
    this.client.setApiKey(apiKey.trim());
    this.service.setClient(this.client);
    // Sets the timeout on the shared client, for single mails and batches alike.
    this.service.setTimeout(options.timeoutMilliseconds ?? 15_000);
    this.maxAttempts = options.maxAttempts ?? 5;
    this.wait = options.wait ?? waitFor;
    this.now = options.now ?? (() => new Date());
    this.batchLimit = Math.min(options.batchLimit ?? SENDGRID_BATCH_LIMIT, SENDGRID_BATCH_LIMIT);
    this.replyTo = options.replyTo;
  }

  async send(message: MailMessage): Promise<MailResult> {
    assertHeadersWritable(message);
    try {
      const [response] = await this.service.send({
        to: message.to,
        from: this.from,
        ...(this.replyTo === undefined ? {} : { replyTo: this.replyTo }),
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.headers === undefined ? {} : { headers: { ...message.headers } }),
        ...(message.key === undefined ? {} : { customArgs: { message_key: message.key } }),
        categories: [message.category],
      });
      const messageId: unknown = response.headers?.['x-message-id'];
      return { delivered: true, transport: 'sendgrid', reference: typeof messageId === 'string' ? messageId : '' };
    } catch (error) {
      const failure = classifySendGridFailure(error);
      if (failure.kind === 'answered' && failure.status === 429) throw rateLimited(retryDelayMs(failure, 1, this.now()), (wait) => `SendGrid rate limit reached, try again in ${wait}.`);
      // A single mail is not worth a lookup: whatever happened on the wire, report it as not sent.
      if (failure.kind !== 'answered') throw new MailDeliveryError('upstream_unavailable', `SendGrid could not be reached (${failure.code})`);
      throw toDeliveryError(failure);
    }
  }

  async sendBatch(batch: MailBatch): Promise<BatchResult> {
    if (batch.recipients.length === 0 || batch.recipients.length > this.batchLimit) {
      throw new Error(`A SendGrid batch holds 1 to ${this.batchLimit} recipients`);
    }
    assertHeadersWritable(batch);
    const body = batchRequestBody(batch, { from: this.from, replyTo: this.replyTo }, BATCH_KEY_ARGUMENT);
    for (let attempt = 1; ; attempt++) {
      try {
        const [response] = await this.client.request({ method: 'POST', url: '/v3/mail/send', body });
        const messageId: unknown = response.headers?.['x-message-id'];
        return {
          transport: 'sendgrid',
          reference: typeof messageId === 'string' ? messageId : '',
          recipients: batch.recipients.map(({ key }) => ({ key, outcome: 'sent' })),
        };
      } catch (error) {
        const failure = classifySendGridFailure(error);
        if (!isRetryable(failure) || attempt >= this.maxAttempts) throw toDeliveryError(failure);
        await this.wait(retryDelayMs(failure, attempt, this.now()));
      }
    }
  }

  /**
   * Asks the Email Activity API whether any message of the batch exists. A mail/send request is
   * accepted or refused as a whole, so one message found means the whole batch was taken. The API
   * is a paid add-on; without it (401, 403, 404) the answer is `unknown`, never a guess.
   */
  async lookUpBatch(batchKey: string): Promise<BatchLookup> {
    const query = `unique_args['${BATCH_KEY_ARGUMENT}']="${batchKey}"`;
    try {
      const [, body] = await this.client.request({ method: 'GET', url: '/v3/messages', qs: { query, limit: 1 } });
      const messages = (body as { messages?: unknown } | null)?.messages;
      if (!Array.isArray(messages)) return { outcome: 'unknown', detail: 'SendGrid answered the activity search without a message list' };
      return messages.length > 0
        ? { outcome: 'accepted', detail: 'SendGrid holds messages of this batch' }
        : { outcome: 'not_found', detail: 'SendGrid holds no message of this batch' };
    } catch (error) {
      const failure = classifySendGridFailure(error);
      if (failure.kind === 'answered' && [401, 403, 404].includes(failure.status)) {
        return { outcome: 'unknown', detail: `SendGrid's Email Activity API is not available to this API key (HTTP ${failure.status})` };
      }
      return { outcome: 'unknown', detail: `SendGrid's Email Activity API could not answer: ${toDeliveryError(failure).message}` };
    }
  }
}

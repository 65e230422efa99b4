import { MailRenderError } from './mail-render-error.js';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Free-form tag saying what kind of mail this is (e.g. 'lead-magnet-guide', 'deletion-confirmation'). */
  category: string;
  /** Extra header fields (List-Unsubscribe, X-Campaign-Id, ...); names and values are single lines. */
  headers?: Readonly<Record<string, string>>;
  /**
   * Makes a repeat recognisable: a transport that deduplicates by key (see `Mailer.deduplicatesByKey`)
   * keeps at most one message per key, however often it is asked. Letters, digits, '.', '_' and '-'.
   */
  key?: string;
};

export type MailTransport = 'outbox' | 'sendgrid';

export type MailResult = { delivered: true; transport: MailTransport; reference: string };

/** One recipient of a batch: their address, the key of their message, and the values of the batch's placeholders. */
export type BatchRecipient = {
  to: string;
  key: string;
  /** Placeholder (as written in the batch's subject, text and html, e.g. `{{unsubscribe_url}}`) to this recipient's value. */
  substitutions: Readonly<Record<string, string>>;
  /** Header fields of this recipient's message only (their own List-Unsubscribe link). */
  headers?: Readonly<Record<string, string>>;
  /** Echoed back by the transport's event webhook (SendGrid custom_args), so a bounce names the subscriber. */
  tags?: Readonly<Record<string, string>>;
};

/**
 * One message per recipient from one template, sent in one request where the transport allows it
 * (SendGrid personalizations). `batchKey` names the whole batch at the transport, so a batch whose
 * answer was lost can be looked up later (`Mailer.lookUpBatch`).
 */
export type MailBatch = {
  batchKey: string;
  subject: string;
  text: string;
  html: string;
  category: string;
  headers?: Readonly<Record<string, string>>;
  tags?: Readonly<Record<string, string>>;
  recipients: readonly BatchRecipient[];
};

/** `duplicate`: the transport already held a message with this key and wrote nothing new. */
export type BatchRecipientResult = { key: string; outcome: 'sent' | 'duplicate' };

export type BatchResult = { transport: MailTransport; reference: string; recipients: BatchRecipientResult[] };

/**
 * What a transport knows about a batch it may have received: `accepted` (it holds the batch's
 * messages), `not_found` (it holds none of them; safe to send again once its own lag has passed) or
 * `unknown` (it cannot tell: sending again might give someone a second copy).
 */
export type BatchLookup = { outcome: 'accepted' | 'not_found' | 'unknown'; detail: string };

export interface Mailer {
  readonly transport: MailTransport;
  send(message: MailMessage): Promise<MailResult>;
  sendBatch(batch: MailBatch): Promise<BatchResult>;
  /** After a lost answer or a crash between asking and recording: did the transport take this batch? */
  lookUpBatch(batchKey: string): Promise<BatchLookup>;
  /** Most recipients `sendBatch` takes at once. */
  readonly batchLimit: number;
  /**
   * True when asking again with the same message keys can never give anyone a second copy (the
   * outbox). False for SendGrid, which has no idempotency key: a batch in flight must be looked up.
   */
  readonly deduplicatesByKey: boolean;
}

export const MAILER = Symbol('MAILER');

/** Message keys become file names and header values: a closed alphabet keeps both safe. */
export const MESSAGE_KEY = /^[A-Za-z0-9._-]{1,200}$/;

export const assertMessageKey = (key: string): void => {
  if (!MESSAGE_KEY.test(key)) throw new MailRenderError('A mail message key must be 1-200 letters, digits, ".", "_" or "-"');
};

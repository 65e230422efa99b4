import { randomBytes } from 'node:crypto';
import { link as linkCallback, unlink as unlinkCallback, writeFile as writeFileCallback } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { type BatchLookup, type BatchResult, type MailBatch, type MailMessage, type MailResult, type Mailer, assertMessageKey } from './mailer.port.js';
import { cutTemplate, fillQuotedPrintable, fillTemplate, quotedPrintableTemplate } from './mail-template.js';
import { MailRenderError } from './mail-render-error.js';
import { assertHeadersWritable, assertSingleLine, encodeQuotedPrintable, formatAddressHeader, formatMailDate, formatTextHeader } from './mime-encoding.js';

const CRLF = '\r\n';

// The callback forms: a campaign writes thousands of files, and these skip the FileHandle objects of fs/promises.
const writeFile = promisify(writeFileCallback);
const link = promisify(linkCallback);
const unlink = promisify(unlinkCallback);

export type OutboxMailerOptions = {
  now?: () => Date;
  batchLimit?: number;
  concurrency?: number;
  /** Where answers to every message go (the contact address, whose mail the inbox takes in); none: to From. */
  replyTo?: string;
};

/** A message without its bodies. */
type MessageHead = Omit<MailMessage, 'text' | 'html'>;

/** A message's text and HTML bodies, already quoted-printable. */
type EncodedBodies = { text: string; html: string | undefined };

const textPart = (subtype: 'plain' | 'html', encoded: string): string =>
  [`Content-Type: text/${subtype}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', encoded].join(CRLF);

const domainOf = (address: string): string => /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/** The fields this mailer writes itself; a caller's extra headers may not replace them. */
const RESERVED_HEADERS = new Set(['date', 'from', 'reply-to', 'to', 'subject', 'message-id', 'mime-version', 'content-type', 'content-transfer-encoding', 'x-mail-category']);
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,75}$/;

const extraHeaderLines = (headers: Readonly<Record<string, string>> | undefined): string[] =>
  Object.entries(headers ?? {}).map(([name, value]) => {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) throw new MailRenderError(`Mail header ${name} cannot be set by the caller`);
    return formatTextHeader(name, value);
  });

const isAlreadyThere = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === 'EEXIST';

/**
 * The embedded mail transport: every message becomes one RFC 5322 `.eml` file in the
 * outbox folder, readable by any mail client, instead of leaving the machine.
 *
 * A message with a key is stored under that key's file name, created with link(2), which fails
 * when the name exists: of any number of attempts with one key (after a crash, from two
 * processes at once) exactly one file results. That is what makes campaign sends exactly-once.
 */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly deduplicatesByKey = true;
  readonly batchLimit: number;
  private readonly now: () => Date;
  private readonly concurrency: number;
  private readonly replyTo: string | undefined;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    options: OutboxMailerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.batchLimit = options.batchLimit ?? 200;
    this.concurrency = options.concurrency ?? 8;
    this.replyTo = options.replyTo;
    void this.sweepTemporaryFiles();
  }

  /**
   * A process killed between writing a message and moving it into place leaves a hidden temporary
   * file that nothing reads. Those older than an hour (no write takes that long, even in another
   * process on the same folder) are removed when the mailer starts.
   */
  async sweepTemporaryFiles(olderThanMs = 60 * 60 * 1000): Promise<number> {
    let removed = 0;
    try {
      for (const name of await readdir(this.outboxDir)) {
        if (!name.startsWith('.') || !name.endsWith('.tmp')) continue;
        const path = join(this.outboxDir, name);
        if (this.now().getTime() - (await stat(path)).mtimeMs < olderThanMs) continue;
        await unlink(path);
        removed++;
      }
    } catch {
      // No outbox yet, or a file another process removed first: nothing to sweep.
    }
    return removed;
  }

  async send(message: MailMessage): Promise<MailResult> {
    const { fileName } = await this.store(message, { text: encodeQuotedPrintable(message.text), html: message.html === undefined ? undefined : encodeQuotedPrintable(message.html) });
    return { delivered: true, transport: 'outbox', reference: fileName };
  }

  async sendBatch(batch: MailBatch): Promise<BatchResult> {
    assertHeadersWritable(batch);
    const results: BatchResult['recipients'] = new Array(batch.recipients.length);
    const placeholders = [...new Set(batch.recipients.flatMap((recipient) => Object.keys(recipient.substitutions)))];
    const subject = cutTemplate(batch.subject, placeholders);
    const text = quotedPrintableTemplate(cutTemplate(batch.text, placeholders));
    const html = quotedPrintableTemplate(cutTemplate(batch.html, placeholders));
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    let next = 0;
    const worker = async () => {
      while (next < batch.recipients.length) {
        const index = next++;
        const recipient = batch.recipients[index]!;
        const { created } = await this.store(
          {
            to: recipient.to,
            subject: fillTemplate(subject, recipient.substitutions),
            category: batch.category,
            headers: { ...batch.headers, ...recipient.headers },
            key: recipient.key,
          },
          { text: fillQuotedPrintable(text, recipient.substitutions), html: fillQuotedPrintable(html, recipient.substitutions) },
          false,
        );
        results[index] = { key: recipient.key, outcome: created ? 'sent' : 'duplicate' };
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, batch.recipients.length) }, worker));
    return { transport: 'outbox', reference: batch.batchKey, recipients: results };
  }

  /** Never needed: asking again with the same keys is safe. Answered for completeness. */
  async lookUpBatch(): Promise<BatchLookup> {
    return { outcome: 'unknown', detail: 'The outbox recognises repeated message keys; send the batch again instead' };
  }

  private async store(message: MessageHead, bodies: EncodedBodies, ensureFolder = true): Promise<{ fileName: string; created: boolean }> {
    const date = this.now();
    const random = randomBytes(6).toString('hex');
    if (message.key !== undefined) assertMessageKey(message.key);
    const fileName = message.key === undefined ? `${date.toISOString().replace(/[:.]/g, '-')}-${random}.eml` : `${message.key}.eml`;
    const content = this.render(message, bodies, date, message.key ?? `${date.getTime().toString(36)}.${random}`);

    if (ensureFolder) await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    // Written under a name mail clients and watchers ignore, then moved: nobody sees half a message.
    const temporaryPath = join(this.outboxDir, `.${fileName}.${random}.tmp`);
    await writeFile(temporaryPath, content, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
    if (message.key === undefined) {
      await rename(temporaryPath, join(this.outboxDir, fileName));
      return { fileName, created: true };
    }
    try {
      await link(temporaryPath, join(this.outboxDir, fileName));
      return { fileName, created: true };
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
      return { fileName, created: false };
    } finally {
      await unlink(temporaryPath);
    }
  }

  private render(message: MessageHead, bodies: EncodedBodies, date: Date, messageId: string): string {
    if (!message.to.includes('@')) throw new MailRenderError('Mail recipient is not an email address');
    assertSingleLine('X-Mail-Category', message.category);
    const headers = [
      `Date: ${formatMailDate(date)}`,
      formatAddressHeader('From', this.from),
      ...(this.replyTo === undefined ? [] : [formatAddressHeader('Reply-To', this.replyTo)]),
      formatAddressHeader('To', message.to),
      formatTextHeader('Subject', message.subject),
      `Message-ID: <${messageId}@${domainOf(this.from)}>`,
      'MIME-Version: 1.0',
      formatTextHeader('X-Mail-Category', message.category),
      ...extraHeaderLines(message.headers),
    ];
    if (bodies.html === undefined) {
      return `${[...headers, textPart('plain', bodies.text)].join(CRLF)}${CRLF}`;
    }
    // "=_" never occurs in quoted-printable output, so the boundary cannot collide with a body line.
    const boundary = `=_ai-navigator-${randomBytes(12).toString('hex')}`;
    return [
      ...headers,
      `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
      '',
      `--${boundary}`,
      textPart('plain', bodies.text),
      `--${boundary}`,
      textPart('html', bodies.html),
      `--${boundary}--`,
      '',
    ].join(CRLF);
  }
}

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, MailResult, Mailer } from './mailer.port.js';
import { assertSingleLine, encodeQuotedPrintable, formatAddressHeader, formatMailDate, formatTextHeader } from './mime-encoding.js';

const CRLF = '\r\n';

export type OutboxMailerOptions = { now?: () => Date };

const textPart = (subtype: 'plain' | 'html', content: string): string =>
  [`Content-Type: text/${subtype}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', encodeQuotedPrintable(content)].join(CRLF);

const domainOf = (address: string): string => /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';

/**
 * The embedded mail transport: every message becomes one RFC 5322 `.eml` file in the
 * outbox folder, readable by any mail client, instead of leaving the machine.
 */
export class OutboxMailer implements Mailer {
  private readonly now: () => Date;

  constructor(
    private readonly outboxDir: string,
    private readonly from: string,
    options: OutboxMailerOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  async send(message: MailMessage): Promise<MailResult> {
    const date = this.now();
    const random = randomBytes(6).toString('hex');
    const fileName = `${date.toISOString().replace(/[:.]/g, '-')}-${random}.eml`;
    const content = this.render(message, date, random);

    await mkdir(this.outboxDir, { recursive: true });
    // Written under a name mail clients and watchers ignore, then renamed: nobody sees half a message.
    const temporaryPath = join(this.outboxDir, `.${fileName}.tmp`);
    await writeFile(temporaryPath, content, { encoding: 'utf8', flag: 'wx' });
    await rename(temporaryPath, join(this.outboxDir, fileName));
    return { delivered: true, transport: 'outbox', reference: fileName };
  }

  private render(message: MailMessage, date: Date, random: string): string {
    if (!message.to.includes('@')) throw new Error('Mail recipient is not an email address');
    assertSingleLine('X-Mail-Category', message.category);
    const headers = [
      `Date: ${formatMailDate(date)}`,
      formatAddressHeader('From', this.from),
      formatAddressHeader('To', message.to),
      formatTextHeader('Subject', message.subject),
      `Message-ID: <${date.getTime().toString(36)}.${random}@${domainOf(this.from)}>`,
      'MIME-Version: 1.0',
      formatTextHeader('X-Mail-Category', message.category),
    ];
    if (message.html === undefined) {
      return `${[...headers, textPart('plain', message.text)].join(CRLF)}${CRLF}`;
    }
    // "=_" never occurs in quoted-printable output, so the boundary cannot collide with a body line.
    const boundary = `=_ai-navigator-${randomBytes(12).toString('hex')}`;
    return [
      ...headers,
      `Content-Type: multipart/alternative;${CRLF} boundary="${boundary}"`,
      '',
      `--${boundary}`,
      textPart('plain', message.text),
      `--${boundary}`,
      textPart('html', message.html),
      `--${boundary}--`,
      '',
    ].join(CRLF);
  }
}

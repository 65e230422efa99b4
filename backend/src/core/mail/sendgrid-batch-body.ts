import type { MailBatch } from './mailer.port.js';

type Address = { email: string; name?: string };

/** "AI Navigator <hello@x>" or a bare address, as SendGrid's JSON wants it. */
export const parseSender = (from: string): Address => {
  const match = /^\s*"?(.*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  if (!match) return { email: from.trim() };
  return match[1] ? { email: match[2]!, name: match[1] } : { email: match[2]! };
};

const nonEmpty = (record: Readonly<Record<string, string>> | undefined) => (record && Object.keys(record).length > 0 ? { ...record } : undefined);

/**
 * One v3 mail/send request for a whole batch: the shared subject and content carry placeholders,
 * each personalization fills them for one recipient (SendGrid `substitutions`) and adds that
 * recipient's own headers and custom args. The batch key goes into the request-wide custom args, so
 * every message of the batch can be found again in the Email Activity API.
 */
export const batchRequestBody = (batch: MailBatch, sender: { from: string; replyTo?: string | undefined }, batchKeyArgument: string) => ({
  from: parseSender(sender.from),
  ...(sender.replyTo === undefined ? {} : { reply_to: parseSender(sender.replyTo) }),
  subject: batch.subject,
  content: [
    { type: 'text/plain', value: batch.text },
    { type: 'text/html', value: batch.html },
  ],
  personalizations: batch.recipients.map((recipient) => ({
    to: [{ email: recipient.to }],
    substitutions: { ...recipient.substitutions },
    ...(nonEmpty(recipient.headers) ? { headers: nonEmpty(recipient.headers) } : {}),
    ...(nonEmpty(recipient.tags) ? { custom_args: nonEmpty(recipient.tags) } : {}),
  })),
  ...(nonEmpty(batch.headers) ? { headers: nonEmpty(batch.headers) } : {}),
  custom_args: { ...batch.tags, [batchKeyArgument]: batch.batchKey },
  categories: [batch.category],
});

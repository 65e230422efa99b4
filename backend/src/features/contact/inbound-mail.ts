import { createHash, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { inboundEmailSchema } from '../../contract/contact.contract.js';
import { CONTACT_LIMITS } from '../../contract/contact.vocabulary.js';
import { emailSchema } from '../../contract/fields.js';
import { validationError } from '../../core/errors/domain-errors.js';

/**
 * The largest body the inbound-email webhook reads: the contract's bounds (a 200,000-character text,
 * a 2,000-character subject, a 400-character sender, a 200-character id) at the worst JSON spelling
 * of a character (`\uXXXX`, 6 bytes), plus room for the envelope. Read raw, only on that route.
 */
export const INBOUND_EMAIL_BODY_LIMIT = 1_250_000;

/** A stored placeholder for what a mail left empty: the inbox always has a subject and a text to show. */
export const NO_SUBJECT = '(no subject)';
export const NO_TEXT = '(no text)';

export type InboundMailData = z.output<typeof inboundEmailSchema>['data'];

/** A mail as the inbox stores it: cut to the contact form's bounds, quoted earlier mail stripped. */
export type InboundMessage = { providerId: string; name: string; email: string; subject: string; message: string };

/**
 * Whether the webhook's secret header equals the configured secret, compared in constant time (over
 * digests, so that the lengths do not show either). No configured secret matches nothing.
 */
export const secretMatches = (configured: string | undefined, given: string | undefined): boolean => {
  if (!configured || given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(configured), digest(given));
};

const NAMED_SENDER = /^\s*(?:"([^"]*)"|([^"<>]*?))\s*<([^<>\s]+)>\s*$/;
const BARE_SENDER = /^\s*<?([^<>\s]+?)>?\s*$/;

/** `Name <addr>`, `"Name" <addr>`, `<addr>` or `addr`: the display name (null when none) and the address. */
export const parseSender = (from: string): { name: string | null; email: string } => {
  const named = NAMED_SENDER.exec(from);
  const [name, address] = named ? [(named[1] ?? named[2] ?? '').trim(), named[3]!] : [null, BARE_SENDER.exec(from)?.[1]];
  const email = emailSchema.safeParse(address ?? '');
  if (!email.success) throw validationError('data.from', 'must be an email address, or a name and <address>', 'data.from: must be an email address, or a name and <address>');
  return { name: name || null, email: email.data };
};

const ATTRIBUTION = /^\s*On\s.*\bwrote:\s*$/;
const ATTRIBUTION_START = /^\s*On\s/;
const WROTE = /\bwrote:\s*$/;
const ORIGINAL_MESSAGE = /^\s*-{2,}\s*Original Message\s*-{2,}\s*$/i;
const QUOTED = /^\s*>/;

/**
 * The new text of a reply: everything from the first attribution line ("On Mon, 5 Jan 2026, Ada
 * wrote:", also when a mail client wrapped it over two lines) or "-----Original Message-----" on is
 * dropped, and so is every line starting with ">".
 */
export const stripQuotedText = (text: string): string => {
  const lines = text.split(/\r\n|\r|\n/);
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const wrappedAttribution = ATTRIBUTION_START.test(line) && WROTE.test(lines[index + 1] ?? '');
    if (ATTRIBUTION.test(line) || wrappedAttribution || ORIGINAL_MESSAGE.test(line)) break;
    if (!QUOTED.test(line)) kept.push(line);
  }
  return kept.join('\n').trim();
};

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const LINE_CONTROLS = /[\u0000-\u001F\u007F]/g;
const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** At most `max` characters, never half of a surrogate pair. */
const cut = (text: string, max: number): string => (text.length <= max ? text : text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '').trimEnd());

/** One line of plain text: line breaks and tabs become spaces, other control characters go (the form refuses them; a mail cannot be sent back). */
const oneLine = (text: string, max: number): string => cut(text.replace(/[\r\n\t]+/g, ' ').replace(LINE_CONTROLS, '').replace(UNPAIRED_SURROGATE, '').replace(/ {2,}/g, ' ').trim(), max);

/**
 * The webhook's mail as a contact message: the sender parsed (400 for an address that is not one),
 * a sender without a display name listed under their address, the subject on one line, the quoted
 * text stripped; each cut to the contact form's bounds, and an empty subject or text stored as
 * "(no subject)" / "(no text)".
 */
export const inboundMessage = (data: InboundMailData): InboundMessage => {
  const sender = parseSender(data.from);
  const text = stripQuotedText(data.text.replace(TEXT_CONTROLS, '').replace(UNPAIRED_SURROGATE, ''));
  return {
    providerId: data.id,
    name: oneLine(sender.name ?? sender.email, CONTACT_LIMITS.nameMax) || cut(sender.email, CONTACT_LIMITS.nameMax),
    email: sender.email,
    subject: oneLine(data.subject, CONTACT_LIMITS.subjectMax) || NO_SUBJECT,
    message: cut(text, CONTACT_LIMITS.messageMax) || NO_TEXT,
  };
};

/** A fixed namespace of this app's inbound mails (RFC 9562 name-based ids). */
const INBOUND_NAMESPACE = Buffer.from('5d3c8f2a9b1e4c7d8e6f0a1b2c3d4e5f', 'hex');

/**
 * The message id of a mail, derived from the provider's id (a UUID version 5: SHA-1 of a namespace
 * and the name): the same mail delivered twice lands on the same stream, and is stored once.
 */
export const inboundMessageId = (providerId: string): string => {
  const bytes = createHash('sha1').update(INBOUND_NAMESPACE).update(providerId, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

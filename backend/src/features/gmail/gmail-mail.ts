import { inboundEmailSchema } from '../../contract/contact.contract.js';
import type { GmailMessage, GmailPart } from './google/google-answers.js';

/**
 * A Gmail message as the inbound-email path takes it (the webhook's `data`: id, from, subject, text),
 * so a mail read from Gmail becomes a contact message by the same rules as one the webhook receives.
 */
const dataSchema = inboundEmailSchema.shape.data;
const TEXT_MAX = dataSchema.shape.text.maxLength ?? Number.MAX_SAFE_INTEGER;
const SUBJECT_MAX = dataSchema.shape.subject.unwrap().maxLength ?? Number.MAX_SAFE_INTEGER;

/** The inbound path's provider id of a Gmail message: distinct from any webhook provider's ids. */
export const gmailProviderId = (messageId: string) => `gmail:${messageId}`;

export type GmailMail = { receivedAt: Date; data: { id: string; from: string; subject: string; text: string } };

const headerOf = (part: GmailPart, name: string): string | undefined => part.headers?.find((header) => header.name.toLowerCase() === name)?.value;

const isAttachment = (part: GmailPart) => /^\s*attachment/i.test(headerOf(part, 'content-disposition') ?? '');

/** The first part of this type that is not an attachment, depth first (an alternative's plain text comes before its HTML). */
const findPart = (part: GmailPart, mimeType: string): GmailPart | null => {
  if (part.mimeType?.toLowerCase() === mimeType && part.body?.data !== undefined && !isAttachment(part)) return part;
  for (const child of part.parts ?? []) {
    const found = findPart(child, mimeType);
    if (found) return found;
  }
  return null;
};

/** Gmail hands a part's bytes base64url-encoded, in the charset its Content-Type names (UTF-8 when none, or one Node does not know). */
const decode = (part: GmailPart): string => {
  const bytes = Buffer.from(part.body?.data ?? '', 'base64url');
  const charset = /charset\s*=\s*"?([^";\s]+)"?/i.exec(headerOf(part, 'content-type') ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** An HTML-only mail as plain text: blocks become lines, tags go, the common entities are read. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    // A paragraph ends with a blank line, as a plain-text mail writes it; other blocks with a line break.
    .replace(/<\/(p|h[1-6]|blockquote)\s*>/gi, '\n\n')
    .replace(/<\/(div|li|tr)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');

/** The text of a mail: its plain-text part, else its HTML part as text, else nothing. */
const textOf = (payload: GmailPart): string => {
  const plain = findPart(payload, 'text/plain');
  if (plain) return decode(plain);
  const html = findPart(payload, 'text/html');
  return html ? htmlToText(decode(html)) : '';
};

/**
 * The webhook's data for a Gmail message, or null when it cannot be one (no sender): From, Subject
 * and the text, cut to the bounds the inbound-email contract takes. The inbound path then parses the
 * sender, strips quoted text, detects the priority and stores it once per provider id.
 */
export const gmailMail = (message: GmailMessage): GmailMail | null => {
  const parsed = dataSchema.safeParse({
    id: gmailProviderId(message.id),
    from: headerOf(message.payload, 'from') ?? '',
    subject: (headerOf(message.payload, 'subject') ?? '').slice(0, SUBJECT_MAX),
    text: textOf(message.payload).slice(0, TEXT_MAX),
  });
  return parsed.success ? { receivedAt: new Date(Number(message.internalDate)), data: parsed.data } : null;
};

/** The closed lists and bounds of contact messages (operator-area.md section 3). Plain data, no zod. */

export const CONTACT_STATUSES = ['unread', 'read', 'replied', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

/**
 * The words in a subject that raise a message's priority (whole words, any case): an urgent word wins
 * over a high one; a subject with neither is normal. The form and the inbound webhook use them alike,
 * and the Webhook setup panel lists them.
 */
export const CONTACT_PRIORITY_KEYWORDS = {
  urgent: ['urgent', 'asap', 'emergency', 'immediately', 'critical'],
  high: ['important', 'problem', 'issue', 'broken', 'error', 'refund', 'cannot', "can't", 'help'],
} as const satisfies Record<Exclude<ContactPriority, 'normal'>, readonly string[]>;

export const CONTACT_CHANNELS = ['contact-form', 'email'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** The contact form's bounds; the form and the server use these same numbers. */
export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 200, messageMin: 10, messageMax: 5000 } as const;

/** What happened to a message, as its history lists it. */
export const CONTACT_ACTIONS = ['received', 'read', 'replied', 'spam', 'restored'] as const;
export type ContactAction = (typeof CONTACT_ACTIONS)[number];

/** The inbox's texts (operator-area.md sections 5 and 8), shared by the server's refusals and the panel. */
export const CONTACT_TEXTS = {
  replySent: 'Reply sent successfully',
  markedSpam: 'Message marked as spam',
  replyFailed: 'Failed to send reply',
  emailFailed: 'Failed to send email',
  emptyReply: 'Please write a reply',
  senderErased: 'The sender asked to be forgotten: there is no address to reply to',
  onlyUnreadMarkedRead: 'Only an unread message can be marked read',
  notSpam: 'Only a message marked as spam can be restored',
} as const;

/** The subject of a reply, "Re: <subject>", once: a subject that already starts with "Re:" is kept. The server mails it, the reply dialog names it. */
export const replySubject = (subject: string): string => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

/** Bounds of the inbox's inputs, shared by the forms and the server. */
export const CONTACT_REPLY_LIMITS = { replyMax: 20_000 } as const;

/** The inbox's pages: at most this many messages, and this many when the client does not say. */
export const CONTACT_INBOX_LIMITS = { pageSize: 100, defaultPageSize: 20 } as const;

/**
 * The inbound-email webhook (operator-area.md section 2, Webhook setup): the event type it takes, and
 * the header that carries INBOUND_EMAIL_WEBHOOK_SECRET. Inbound texts longer than the contact form's
 * bounds are cut to them, not refused: a mail is not a form its sender can correct.
 */
export const INBOUND_EMAIL = { eventType: 'email.received', secretHeader: 'x-webhook-secret' } as const;

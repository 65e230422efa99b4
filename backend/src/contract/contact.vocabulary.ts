/** The closed lists and bounds of contact messages (operator-area.md section 3). Plain data, no zod. */

export const CONTACT_STATUSES = ['unread', 'read', 'replied', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type ContactPriority = (typeof CONTACT_PRIORITIES)[number];

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
  emptyReply: 'Please write a reply',
  senderErased: 'The sender asked to be forgotten: there is no address to reply to',
  onlyUnreadMarkedRead: 'Only an unread message can be marked read',
  notSpam: 'Only a message marked as spam can be restored',
} as const;

/** Bounds of the inbox's inputs, shared by the forms and the server. */
export const CONTACT_REPLY_LIMITS = { replyMax: 20_000 } as const;

/**
 * The inbound-email webhook (operator-area.md section 2, Webhook setup): the event type it takes, and
 * the header that carries INBOUND_EMAIL_WEBHOOK_SECRET. Inbound texts longer than the contact form's
 * bounds are cut to them, not refused: a mail is not a form its sender can correct.
 */
export const INBOUND_EMAIL = { eventType: 'email.received', secretHeader: 'x-webhook-secret' } as const;

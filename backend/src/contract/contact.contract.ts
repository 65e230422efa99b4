import { z } from 'zod';
import {
  CONTACT_ACTIONS,
  CONTACT_CHANNELS,
  CONTACT_INBOX_LIMITS,
  CONTACT_LIMITS,
  CONTACT_PRIORITIES,
  CONTACT_REPLY_LIMITS,
  CONTACT_STATUSES,
  CONTACT_TEXTS,
  INBOUND_EMAIL,
} from './contact.vocabulary.js';
import { defineRoute, routeGroup } from './define-route.js';
import { CONTROL_MESSAGE, emailSchema, instantSchema, isPlainText, requiredText, TEXT_FIELD, wholeNumberParameter } from './fields.js';
import { ACTORS } from './operations.vocabulary.js';

export const contactRequestSchema = z.strictObject({
  name: requiredText(CONTACT_LIMITS.nameMax),
  email: emailSchema,
  subject: requiredText(CONTACT_LIMITS.subjectMax),
  message: requiredText(CONTACT_LIMITS.messageMax, { min: CONTACT_LIMITS.messageMin, multiline: true }),
});
export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactPayload = z.input<typeof contactRequestSchema>;

export const contactRoutes = routeGroup('Contact', {
  send: defineRoute({
    method: 'POST',
    path: '/api/contact',
    auth: 'public',
    summary: 'Send a message through the contact form',
    description: "Stored as one event, everything the sender wrote sealed with their person key.",
    body: contactRequestSchema,
    responses: { 201: z.object({ id: z.uuid() }) },
    errors: [429],
  }),
});

/** A contact message as the inbox lists it; the sender's fields are null once they were erased. */
export const contactMessageSchema = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string().nullable(),
    status: z.enum(CONTACT_STATUSES),
    priority: z.enum(CONTACT_PRIORITIES).describe('From subject keywords (urgent, asap, ... / important, problem, ...)'),
    channel: z.enum(CONTACT_CHANNELS).describe('The contact form, or a mail to the contact address (the inbound webhook)'),
    createdAt: instantSchema,
    erased: z.boolean(),
    replies: z
      .array(z.object({ content: z.string().nullable().describe('null once the sender was erased'), sentAt: instantSchema, operator: z.string() }))
      .describe('The replies sent from the inbox, oldest first'),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof contactMessageSchema>;

const messageCount = z.number().int().nonnegative();

/** One page of the inbox, and how many messages each status holds (the whole inbox, whatever the page). */
export const contactInboxPageSchema = z
  .object({
    items: z.array(contactMessageSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last page'),
    counts: z.object({ unread: messageCount, read: messageCount, replied: messageCount, spam: messageCount }),
  })
  .meta({ id: 'ContactInboxPage' });
export type ContactInboxPage = z.infer<typeof contactInboxPageSchema>;

const pageSizeMessage = `must be between 1 and ${CONTACT_INBOX_LIMITS.pageSize}`;

export const contactInboxQuerySchema = z.strictObject({
  status: z.enum(CONTACT_STATUSES, { error: `must be one of ${CONTACT_STATUSES.join(', ')}` }).optional(),
  limit: wholeNumberParameter('must be a whole number', (whole) => whole.min(1, pageSizeMessage).max(CONTACT_INBOX_LIMITS.pageSize, pageSizeMessage))
    .optional()
    .describe(`Page size, ${CONTACT_INBOX_LIMITS.defaultPageSize} by default`),
  cursor: z.string({ error: 'must be given once' }).max(500, 'is not a cursor of this list').optional().describe('The `nextCursor` of the previous page'),
});
export type ContactInboxQuery = z.output<typeof contactInboxQuerySchema>;

/** A message's audit trail: who did what and when. No personal data (a reply entry names its operator, not its text). */
export const contactHistorySchema = z.array(
  z.object({
    position: z.number().int(),
    action: z.enum(CONTACT_ACTIONS),
    actor: z.enum(ACTORS),
    operator: z.string().nullable().describe("The admin's user name for what an admin did; null otherwise"),
    occurredAt: instantSchema,
  }),
);
export type ContactHistory = z.infer<typeof contactHistorySchema>;

export const replyRequestSchema = z.strictObject({
  replyContent: z
    .string(TEXT_FIELD)
    .trim()
    .min(1, CONTACT_TEXTS.emptyReply)
    .max(CONTACT_REPLY_LIMITS.replyMax, `must be at most ${CONTACT_REPLY_LIMITS.replyMax} characters`)
    .refine((text) => isPlainText(text, true), CONTROL_MESSAGE),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

/** The inbound-email webhook's body: a received mail, its sender as `addr` or `Name <addr>`. */
export const inboundEmailSchema = z.object({
  type: z.literal(INBOUND_EMAIL.eventType, { error: `must be ${INBOUND_EMAIL.eventType}` }),
  data: z.object({
    id: z.string(TEXT_FIELD).min(1).max(200).describe("The provider's id of the mail: a retried delivery of the same id is stored once"),
    from: z.string(TEXT_FIELD).min(3).max(400).describe('The sender, as addr or Name <addr>'),
    subject: z.string(TEXT_FIELD).max(2000).default(''),
    text: z.string(TEXT_FIELD).max(200_000).describe('The plain-text body; quoted earlier mail is stripped before it is stored'),
  }),
});
export type InboundEmail = z.input<typeof inboundEmailSchema>;

/** What the webhook setup panel shows: where to point the provider and whether it is ready. */
export const inboundEmailStatusSchema = z.object({
  webhookUrl: z.string().describe('PUBLIC_URL + /api/webhooks/email'),
  secretHeader: z.literal(INBOUND_EMAIL.secretHeader),
  secretConfigured: z.boolean().describe('INBOUND_EMAIL_WEBHOOK_SECRET is set; without it the webhook answers 403'),
  received: z.number().int().nonnegative().describe('Mails received through the webhook so far'),
  lastReceivedAt: instantSchema.nullable(),
});
export type InboundEmailStatus = z.infer<typeof inboundEmailStatusSchema>;

const messageParams = z.object({ id: z.uuid({ error: 'must be a message id' }) });

export const contactAdminRoutes = routeGroup('Contact messages', {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages',
    auth: 'admin',
    summary: 'One page of the inbox, newest first, optionally of one status, with the count of each status',
    description: 'Follow `nextCursor` for older messages. `counts` are of the whole inbox, whatever the status asked for.',
    query: contactInboxQuerySchema,
    responses: { 200: contactInboxPageSchema },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/admin/contact-messages/:id/history',
    auth: 'admin',
    summary: "A message's audit trail: received, read, replied, marked spam, restored; who and when",
    params: messageParams,
    responses: { 200: contactHistorySchema },
    errors: [404],
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/reply',
    auth: 'admin',
    summary: 'Mail a reply to the sender (Re: their subject); the message becomes replied',
    description: `'${CONTACT_TEXTS.emptyReply}' for a blank reply; 409 '${CONTACT_TEXTS.senderErased}', or for an address the mail provider reported; 502 when the transport fails (nothing is recorded as replied). A retry after a failure or a lost answer never mails the same reply twice.`,
    params: messageParams,
    body: replyRequestSchema,
    // Long text: its longest valid body is over the default limit.
    largeBody: true,
    responses: { 200: contactMessageSchema },
    errors: [404, 409, 502],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/mark-read',
    auth: 'admin',
    summary: 'Mark an unread message read (again on a read one changes nothing)',
    description: `409 '${CONTACT_TEXTS.onlyUnreadMarkedRead}' for a replied or spam message.`,
    params: messageParams,
    responses: { 200: contactMessageSchema },
    errors: [404, 409],
  }),
  spam: defineRoute({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/spam',
    auth: 'admin',
    summary: 'Mark a message as spam (again changes nothing)',
    params: messageParams,
    responses: { 200: contactMessageSchema },
    errors: [404],
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/restore',
    auth: 'admin',
    summary: 'Take a message out of spam: it becomes read (or replied, if it was answered before)',
    description: `409 '${CONTACT_TEXTS.notSpam}'.`,
    params: messageParams,
    responses: { 200: contactMessageSchema },
    errors: [404, 409],
  }),
  inboundStatus: defineRoute({
    method: 'GET',
    path: '/api/admin/inbound-email',
    auth: 'admin',
    summary: 'The inbound-email webhook: its address, whether its secret is set, and what it received',
    responses: { 200: inboundEmailStatusSchema },
  }),
});

export const inboundEmailRoutes = routeGroup('Webhooks', {
  inbound: defineRoute({
    method: 'POST',
    path: '/api/webhooks/email',
    auth: 'public',
    summary: `A mail received at the contact address (event type ${INBOUND_EMAIL.eventType}), stored as a contact message`,
    description: `Needs the ${INBOUND_EMAIL.secretHeader} header equal to INBOUND_EMAIL_WEBHOOK_SECRET (unset or different: 403, nothing read). Quoted earlier mail (lines from "On ... wrote:" or "-----Original Message-----", and lines starting with ">") is stripped; the priority comes from subject keywords; name, subject and text are cut to the contact form's bounds. The sender's fields are sealed with their person key. The same data.id twice is stored once (duplicate: true).`,
    headers: z.object({ [INBOUND_EMAIL.secretHeader]: z.string() }),
    body: inboundEmailSchema,
    responses: { 200: z.object({ id: z.uuid(), duplicate: z.boolean() }) },
    errors: [403],
  }),
});

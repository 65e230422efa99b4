import { type ContactInboxQuery, type ContactMessage, contactAdminRoutes } from '@contract/contact.contract';
import { CONTACT_INBOX_LIMITS, type ContactStatus } from '@contract/contact.vocabulary';
import { emailCampaignRoutes } from '@contract/email-campaigns.contract';
import { EMAIL_TEXTS } from '@contract/email.vocabulary';
import { buildContactHistoryEntry, buildContactMessage, buildInboundEmailStatus } from '../builders/contact';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** An unread urgent form message, a read mail of high priority and a replied one, newest first. */
export const defaultContactMessages = (): ContactMessage[] => [
  buildContactMessage({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'URGENT: the newsletter link is broken', priority: 'urgent', createdAt: '2025-06-03T09:00:00.000Z' }),
  buildContactMessage({ name: 'Grace Hopper', email: 'grace@example.com', subject: 'Re: A problem with my preferences', priority: 'high', status: 'read', channel: 'email', createdAt: '2025-06-02T09:00:00.000Z' }),
  buildContactMessage({
    name: 'Linus',
    email: 'linus@example.com',
    subject: 'Partnership idea',
    status: 'replied',
    createdAt: '2025-06-01T09:00:00.000Z',
    replies: [{ content: 'Thanks, we will be in touch.', sentAt: '2025-06-01T10:00:00.000Z', operator: 'operator' }],
  }),
];

/**
 * GET /api/admin/contact-messages as the server answers it, from `messages` (newest first): the page
 * of `status` (all when absent), `limit` long (the contract's default otherwise), and the counts of
 * the whole inbox. The cursor is an offset here.
 */
export const answerInbox = (messages: readonly ContactMessage[], { status, limit, cursor }: ContactInboxQuery) => {
  const size = limit ?? CONTACT_INBOX_LIMITS.defaultPageSize;
  const offset = Number(cursor ?? 0);
  const matching = messages.filter((message) => !status || message.status === status);
  const count = (counted: ContactStatus) => messages.filter((message) => message.status === counted).length;
  return contractAnswer(contactAdminRoutes.list, {
    items: matching.slice(offset, offset + size),
    nextCursor: offset + size < matching.length ? String(offset + size) : null,
    counts: { unread: count('unread'), read: count('read'), replied: count('replied'), spam: count('spam') },
  });
};

const answered = (id: unknown, changes: Partial<ContactMessage>) => buildContactMessage({ id: String(id), ...changes });

/**
 * The contact panels' calls answering as the backend does when all goes well, without memory (tests of
 * the inbox's flow use `serveContactInbox`, which keeps what each action changed); the compose
 * dialog's send-single-email is here too.
 */
export const adminContactHandlers = [
  contractHandler(contactAdminRoutes.list, ({ query }) => answerInbox(defaultContactMessages(), query)),
  contractHandler(contactAdminRoutes.history, () => contractAnswer(contactAdminRoutes.history, [buildContactHistoryEntry()])),
  contractHandler(contactAdminRoutes.markRead, ({ params }) => contractAnswer(contactAdminRoutes.markRead, answered(params.id, { status: 'read' }))),
  contractHandler(contactAdminRoutes.spam, ({ params }) => contractAnswer(contactAdminRoutes.spam, answered(params.id, { status: 'spam' }))),
  contractHandler(contactAdminRoutes.restore, ({ params }) => contractAnswer(contactAdminRoutes.restore, answered(params.id, { status: 'read' }))),
  contractHandler(contactAdminRoutes.reply, ({ params, body }) =>
    contractAnswer(contactAdminRoutes.reply, answered(params.id, { status: 'replied', replies: [{ content: body.replyContent, sentAt: '2025-06-03T10:00:00.000Z', operator: 'operator' }] })),
  ),
  contractHandler(contactAdminRoutes.inboundStatus, () => contractAnswer(contactAdminRoutes.inboundStatus, buildInboundEmailStatus())),
  contractHandler(emailCampaignRoutes.sendSingle, () => contractAnswer(emailCampaignRoutes.sendSingle, { message: EMAIL_TEXTS.emailSent })),
];

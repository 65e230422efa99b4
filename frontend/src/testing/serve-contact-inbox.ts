import { type ContactHistory, type ContactMessage, contactAdminRoutes } from '@contract/contact.contract';
import { CONTACT_TEXTS, type ContactAction } from '@contract/contact.vocabulary';
import { buildContactHistoryEntry } from './builders/contact';
import { contractAnswer, contractHandler, errorAnswer } from './contract-handlers';
import { answerInbox } from './handlers/admin-contact';
import { server } from './server';

const ACTED_AT = '2025-06-03T10:00:00.000Z';
const OPERATOR = 'operator';

export type InboxRequest = { action: 'mark-read' | 'spam' | 'restore' | 'reply'; id: string; body?: unknown };

/**
 * The inbox's endpoints with memory, as the server behaves: an action changes the message, the list,
 * its counts and the message's history (bodies checked by the server's schemas; mark-read of a
 * replied or spam message and restore of one not in spam are 409, a reply to an erased sender too).
 * Answers the actions it received, in order.
 */
export const serveContactInbox = (initial: readonly ContactMessage[]) => {
  const messages = new Map(initial.map((message) => [message.id, message]));
  const histories = new Map<string, ContactHistory>(
    initial.map((message) => [message.id, [buildContactHistoryEntry({ actor: message.channel === 'email' ? 'system' : 'visitor', occurredAt: message.createdAt })]]),
  );
  const requests: InboxRequest[] = [];

  /** Stores the message as changed and answers it, with an entry in its history. */
  const record = (message: ContactMessage, action: ContactAction) => {
    messages.set(message.id, message);
    const history = histories.get(message.id) ?? [];
    histories.set(message.id, [...history, buildContactHistoryEntry({ position: history.length + 1, action, actor: 'admin', operator: OPERATOR, occurredAt: ACTED_AT })]);
    return contractAnswer(contactAdminRoutes.markRead, message);
  };
  const found = (id: unknown) => messages.get(String(id));
  const notFound = () => errorAnswer(404, 'Contact message not found');

  server.use(
    contractHandler(contactAdminRoutes.list, ({ query }) => answerInbox([...messages.values()], query)),
    contractHandler(contactAdminRoutes.history, ({ params }) => {
      const history = histories.get(String(params.id));
      return history ? contractAnswer(contactAdminRoutes.history, history) : notFound();
    }),
    contractHandler(contactAdminRoutes.markRead, ({ params }) => {
      requests.push({ action: 'mark-read', id: String(params.id) });
      const message = found(params.id);
      if (!message) return notFound();
      if (message.status === 'read') return contractAnswer(contactAdminRoutes.markRead, message);
      if (message.status !== 'unread') return errorAnswer(409, CONTACT_TEXTS.onlyUnreadMarkedRead);
      return record({ ...message, status: 'read' }, 'read');
    }),
    contractHandler(contactAdminRoutes.spam, ({ params }) => {
      requests.push({ action: 'spam', id: String(params.id) });
      const message = found(params.id);
      if (!message) return notFound();
      return message.status === 'spam' ? contractAnswer(contactAdminRoutes.spam, message) : record({ ...message, status: 'spam' }, 'spam');
    }),
    contractHandler(contactAdminRoutes.restore, ({ params }) => {
      requests.push({ action: 'restore', id: String(params.id) });
      const message = found(params.id);
      if (!message) return notFound();
      if (message.status !== 'spam') return errorAnswer(409, CONTACT_TEXTS.notSpam);
      return record({ ...message, status: message.replies.length > 0 ? 'replied' : 'read' }, 'restored');
    }),
    contractHandler(contactAdminRoutes.reply, ({ params, body }) => {
      requests.push({ action: 'reply', id: String(params.id), body });
      const message = found(params.id);
      if (!message) return notFound();
      if (message.erased) return errorAnswer(409, CONTACT_TEXTS.senderErased);
      const reply = { content: body.replyContent, sentAt: ACTED_AT, operator: OPERATOR };
      return record({ ...message, status: 'replied', replies: [...message.replies, reply] }, 'replied');
    }),
  );
  return requests;
};

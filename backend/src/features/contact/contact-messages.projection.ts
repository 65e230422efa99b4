import type { ContactChannel, ContactPriority, ContactStatus } from '../../contract/contact.vocabulary.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { PersonErased } from '../people/person.events.js';
import { CONTACT_EVENT_TYPES } from './contact.events.js';

export const CONTACT_MESSAGES_PROJECTION = 'contact-messages';
export const MESSAGES = 'messages';
/** Index from person to their messages, so an erasure can blank every one of them. */
const BY_PERSON = 'by-person';
/** What the inbound-email webhook received: one document, so its status never scans the messages. */
export const INBOUND = 'inbound';
export const INBOUND_ID = 'email';

export type ContactReplyView = { content: string | null; sentAt: string; operator: string };

export type ContactMessageView = {
  id: string;
  personId: string;
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
  status: ContactStatus;
  priority: ContactPriority;
  channel: ContactChannel;
  createdAt: string;
  erased: boolean;
  replies: ContactReplyView[];
};

export type InboundEmailView = { id: string; received: number; lastReceivedAt: string | null };

type PersonIndex = { id: string; messageIds: string[] };

const put = (document: ContactMessageView): DocumentChange => ({ kind: 'put', collection: MESSAGES, document });

/** The inbox: one row per message with its status and replies; the sender's fields and the replies' texts blanked once they are erased. */
export const contactMessagesProjection = defineProjection({
  name: CONTACT_MESSAGES_PROJECTION,
  version: 2,
  collections: [MESSAGES, BY_PERSON, INBOUND],
  events: [...CONTACT_EVENT_TYPES, PersonErased],
  // The inbox lists newest first, all of it or one status.
  indexes: { [MESSAGES]: [[{ field: 'createdAt', direction: 'desc' }], [{ field: 'status' }, { field: 'createdAt', direction: 'desc' }]] },
  async project(event, lookup): Promise<DocumentChange[]> {
    if (event.type === 'PersonErased') {
      const index = (await lookup(BY_PERSON, event.data.personId)) as PersonIndex | null;
      const changes: DocumentChange[] = [];
      for (const messageId of index?.messageIds ?? []) {
        const message = (await lookup(MESSAGES, messageId)) as ContactMessageView | null;
        if (!message) continue;
        const replies = message.replies.map((reply) => ({ ...reply, content: null }));
        changes.push(put({ ...message, name: null, email: null, subject: null, message: null, erased: true, replies }));
      }
      return changes;
    }
    if (event.type === 'ContactMessageReceived') {
      const { messageId, ...fields } = event.data;
      const index = (await lookup(BY_PERSON, fields.personId)) as PersonIndex | null;
      const occurredAt = event.metadata.occurredAt;
      const changes: DocumentChange[] = [
        put({ ...fields, id: messageId, status: 'unread', createdAt: occurredAt, erased: fields.email === null, replies: [] }),
        { kind: 'put', collection: BY_PERSON, document: { id: fields.personId, messageIds: [...(index?.messageIds ?? []), messageId] } },
      ];
      if (fields.channel === 'email') {
        const inbound = (await lookup(INBOUND, INBOUND_ID)) as InboundEmailView | null;
        changes.push({ kind: 'put', collection: INBOUND, document: { id: INBOUND_ID, received: (inbound?.received ?? 0) + 1, lastReceivedAt: occurredAt } });
      }
      return changes;
    }
    const message = (await lookup(MESSAGES, event.data.messageId)) as ContactMessageView | null;
    if (!message) return [];
    switch (event.type) {
      case 'ContactMessageRead':
        return [put({ ...message, status: 'read' })];
      case 'ContactMessageMarkedSpam':
        return [put({ ...message, status: 'spam' })];
      case 'ContactMessageRestored':
        return [put({ ...message, status: event.data.status })];
      case 'ContactMessageReplied': {
        const reply = { content: event.data.content, sentAt: event.metadata.occurredAt, operator: event.data.operator };
        return [put({ ...message, status: 'replied', replies: [...message.replies, reply] })];
      }
    }
  },
});

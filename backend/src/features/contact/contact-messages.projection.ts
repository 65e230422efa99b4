import type { ContactChannel, ContactPriority, ContactStatus } from '../../contract/contact.vocabulary.js';
import { type DocumentLookup, defineProjection } from '../../core/projections/projection.js';
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
/** How many messages each status holds: one document per status (id: the status), so the inbox's counts are one small read. */
export const COUNTS = 'counts';

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

export type StatusCount = { id: ContactStatus; count: number };

type PersonIndex = { id: string; messageIds: string[] };

/**
 * The row, and the counts its status moves: a new row counts in its status, a row whose status
 * changes leaves the old one for the new one.
 */
const put = async (lookup: DocumentLookup, document: ContactMessageView, previous: ContactStatus | null): Promise<DocumentChange[]> => {
  const changes: DocumentChange[] = [{ kind: 'put', collection: MESSAGES, document }];
  const deltas: [ContactStatus, number][] = previous === document.status ? [] : [[document.status, 1]];
  if (previous !== null && previous !== document.status) deltas.push([previous, -1]);
  for (const [status, delta] of deltas) {
    const count = (((await lookup(COUNTS, status)) as StatusCount | null)?.count ?? 0) + delta;
    changes.push({ kind: 'put', collection: COUNTS, document: { id: status, count } });
  }
  return changes;
};

/** The inbox: one row per message with its status and replies; the sender's fields and the replies' texts blanked once they are erased. */
export const contactMessagesProjection = defineProjection({
  name: CONTACT_MESSAGES_PROJECTION,
  version: 3,
  collections: [MESSAGES, BY_PERSON, INBOUND, COUNTS],
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
        changes.push(...(await put(lookup, { ...message, name: null, email: null, subject: null, message: null, erased: true, replies }, message.status)));
      }
      return changes;
    }
    if (event.type === 'ContactMessageReceived') {
      const { messageId, ...fields } = event.data;
      const index = (await lookup(BY_PERSON, fields.personId)) as PersonIndex | null;
      const occurredAt = event.metadata.occurredAt;
      const changes: DocumentChange[] = [
        ...(await put(lookup, { ...fields, id: messageId, status: 'unread', createdAt: occurredAt, erased: fields.email === null, replies: [] }, null)),
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
        return put(lookup, { ...message, status: 'read' }, message.status);
      case 'ContactMessageMarkedSpam':
        return put(lookup, { ...message, status: 'spam' }, message.status);
      case 'ContactMessageRestored':
        return put(lookup, { ...message, status: event.data.status }, message.status);
      case 'ContactMessageReplied': {
        const reply = { content: event.data.content, sentAt: event.metadata.occurredAt, operator: event.data.operator };
        return put(lookup, { ...message, status: 'replied', replies: [...message.replies, reply] }, message.status);
      }
    }
  },
});

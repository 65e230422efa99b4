import type { ContactChannel, ContactPriority, ContactStatus } from '../../contract/contact.vocabulary.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { PersonErased } from '../people/person.events.js';
import { ContactMessageReceived } from './contact.events.js';

export const CONTACT_MESSAGES_PROJECTION = 'contact-messages';
export const MESSAGES = 'messages';
/** Index from person to their messages, so an erasure can blank every one of them. */
const BY_PERSON = 'by-person';

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
};

type PersonIndex = { id: string; messageIds: string[] };

export const contactMessagesProjection = defineProjection({
  name: CONTACT_MESSAGES_PROJECTION,
  version: 1,
  collections: [MESSAGES, BY_PERSON],
  events: [ContactMessageReceived, PersonErased],
  async project(event, lookup): Promise<DocumentChange[]> {
    if (event.type === 'ContactMessageReceived') {
      const { messageId, ...fields } = event.data;
      const index = (await lookup(BY_PERSON, fields.personId)) as PersonIndex | null;
      const document: ContactMessageView = { ...fields, id: messageId, status: 'unread', createdAt: event.metadata.occurredAt, erased: fields.email === null };
      return [
        { kind: 'put', collection: MESSAGES, document },
        { kind: 'put', collection: BY_PERSON, document: { id: fields.personId, messageIds: [...(index?.messageIds ?? []), messageId] } },
      ];
    }
    const index = (await lookup(BY_PERSON, event.data.personId)) as PersonIndex | null;
    const changes: DocumentChange[] = [];
    for (const messageId of index?.messageIds ?? []) {
      const message = (await lookup(MESSAGES, messageId)) as ContactMessageView | null;
      if (message) {
        changes.push({ kind: 'put', collection: MESSAGES, document: { ...message, name: null, email: null, subject: null, message: null, erased: true } });
      }
    }
    return changes;
  },
});

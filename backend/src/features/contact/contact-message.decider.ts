import { CONTACT_TEXTS, type ContactStatus } from '../../contract/contact.vocabulary.js';
import { type Decider, unhandled } from '../../core/commands/decider.js';
import { illegalState, notFound } from '../../core/errors/domain-errors.js';
import type { EventData } from '../../core/events/event-type.js';
import { CONTACT_EVENT_TYPES, type ContactMessageReceived } from './contact.events.js';

export const CONTACT_MESSAGE_NOT_FOUND = 'Contact message not found';

/**
 * A received message: its status, the sender's address and subject as they read back (null once the
 * sender was erased), whether it was ever answered, and the keys of the replies mailed so far.
 */
export type ReceivedMessage = {
  messageId: string;
  status: ContactStatus;
  personId: string;
  email: string | null;
  subject: string | null;
  answered: boolean;
  mailKeys: readonly string[];
};
export type ContactMessageState = { status: 'none' } | ReceivedMessage;

type Received = EventData<typeof ContactMessageReceived>;

export type ContactMessageCommand =
  | { type: 'Receive'; message: Received }
  /** A mail from the inbound webhook: a delivery of a mail already stored decides nothing. */
  | { type: 'ReceiveMail'; message: Received }
  | { type: 'MarkRead'; operator: string }
  | { type: 'MarkSpam'; operator: string }
  | { type: 'Restore'; operator: string }
  | { type: 'Reply'; operator: string; content: string; mailKey: string };

/** The state of a message that exists; 404 otherwise. */
export const receivedMessage = (state: ContactMessageState): ReceivedMessage => {
  if (state.status === 'none') throw notFound(CONTACT_MESSAGE_NOT_FOUND);
  return state;
};

/**
 * One stream per message. Mark read only from unread (again: nothing); spam from any status (again:
 * nothing); restore only from spam, to read or to replied if it was answered. A reply is allowed from
 * any status, spam included (answering a message takes it out of spam), unless the sender was erased;
 * the same reply (its mail key) twice is recorded once.
 */
export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageState, typeof CONTACT_EVENT_TYPES> = {
  events: CONTACT_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'ContactMessageReceived') {
      const { messageId, personId, email, subject } = event.data;
      return { messageId, status: 'unread', personId, email, subject, answered: false, mailKeys: [] };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'ContactMessageRead':
        return { ...state, status: 'read' };
      case 'ContactMessageReplied':
        return { ...state, status: 'replied', answered: true, mailKeys: [...state.mailKeys, event.data.mailKey] };
      case 'ContactMessageMarkedSpam':
        return { ...state, status: 'spam' };
      case 'ContactMessageRestored':
        return { ...state, status: event.data.status };
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Receive':
        if (state.status !== 'none') throw illegalState('This message was already received');
        return [{ type: 'ContactMessageReceived', data: command.message }];
      case 'ReceiveMail':
        return state.status === 'none' ? [{ type: 'ContactMessageReceived', data: command.message }] : [];
      case 'MarkRead': {
        const { messageId, status } = receivedMessage(state);
        if (status === 'read') return [];
        if (status !== 'unread') throw illegalState(CONTACT_TEXTS.onlyUnreadMarkedRead);
        return [{ type: 'ContactMessageRead', data: { messageId, operator: command.operator } }];
      }
      case 'MarkSpam': {
        const { messageId, status } = receivedMessage(state);
        return status === 'spam' ? [] : [{ type: 'ContactMessageMarkedSpam', data: { messageId, operator: command.operator } }];
      }
      case 'Restore': {
        const { messageId, status, answered } = receivedMessage(state);
        if (status !== 'spam') throw illegalState(CONTACT_TEXTS.notSpam);
        return [{ type: 'ContactMessageRestored', data: { messageId, operator: command.operator, status: answered ? 'replied' : 'read' } }];
      }
      case 'Reply': {
        const { messageId, personId, email, mailKeys } = receivedMessage(state);
        if (email === null) throw illegalState(CONTACT_TEXTS.senderErased);
        if (mailKeys.includes(command.mailKey)) return [];
        const { operator, content, mailKey } = command;
        return [{ type: 'ContactMessageReplied', data: { messageId, personId, operator, content, mailKey } }];
      }
      default:
        return unhandled('command', command);
    }
  },
};

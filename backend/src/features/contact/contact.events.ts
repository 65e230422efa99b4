import { z } from 'zod';
import { CONTACT_CHANNELS, CONTACT_PRIORITIES, CONTACT_PRIORITY_KEYWORDS, type ContactPriority } from '../../contract/contact.vocabulary.js';
import { defineEvent } from '../../core/events/event-type.js';

/** A message from the public contact form or a mail to the contact address (the inbound webhook). Everything the sender wrote is sealed with their person key (null once erased). */
export const ContactMessageReceived = defineEvent({
  type: 'ContactMessageReceived',
  schemaVersion: 1,
  schema: z.object({
    messageId: z.string().uuid(),
    personId: z.string().uuid(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    priority: z.enum(CONTACT_PRIORITIES),
    channel: z.enum(CONTACT_CHANNELS),
  }),
  personalData: { subjectField: 'personId', fields: ['name', 'email', 'subject', 'message'] },
});

/** `operator`: the admin's user name, shown in the message's history. */
const byOperator = { messageId: z.string().uuid(), operator: z.string() };

/** The admin opened an unread message and marked it read. */
export const ContactMessageRead = defineEvent({ type: 'ContactMessageRead', schemaVersion: 1, schema: z.object(byOperator) });

/**
 * The admin's reply was mailed to the sender. The reply is sealed with the sender's person key, like
 * what they wrote; `mailKey` is the key the mail was sent under (a retry of the same reply has the
 * same key, so it is recognised and never mailed twice).
 */
export const ContactMessageReplied = defineEvent({
  type: 'ContactMessageReplied',
  schemaVersion: 1,
  schema: z.object({ ...byOperator, personId: z.string().uuid(), content: z.string(), mailKey: z.string() }),
  personalData: { subjectField: 'personId', fields: ['content'] },
});

export const ContactMessageMarkedSpam = defineEvent({ type: 'ContactMessageMarkedSpam', schemaVersion: 1, schema: z.object(byOperator) });

/** Taken out of spam: back to `read`, or to `replied` when it had been answered before. */
export const ContactMessageRestored = defineEvent({
  type: 'ContactMessageRestored',
  schemaVersion: 1,
  schema: z.object({ ...byOperator, status: z.enum(['read', 'replied']) }),
});

export const CONTACT_EVENT_TYPES = [ContactMessageReceived, ContactMessageRead, ContactMessageReplied, ContactMessageMarkedSpam, ContactMessageRestored] as const;

export const contactMessageStream = (messageId: string) => `contact-message-${messageId}`;

/** Any of the words, as a whole word in any case (the keywords hold letters and apostrophes only). */
const anyWord = (words: readonly string[]) => new RegExp(`\\b(${words.join('|')})\\b`, 'i');
const URGENT = anyWord(CONTACT_PRIORITY_KEYWORDS.urgent);
const HIGH = anyWord(CONTACT_PRIORITY_KEYWORDS.high);

/** Priority from subject keywords (CONTACT_PRIORITY_KEYWORDS), for the form and the inbound webhook alike. */
export const priorityOf = (subject: string): ContactPriority => (URGENT.test(subject) ? 'urgent' : HIGH.test(subject) ? 'high' : 'normal');

import { z } from 'zod';
import { CONTACT_CHANNELS, CONTACT_PRIORITIES, type ContactPriority } from '../../contract/contact.vocabulary.js';
import { defineEvent } from '../../core/events/event-type.js';

/** A message from the public contact form. Everything the sender wrote is sealed with their person key (null once erased). */
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

export const CONTACT_EVENT_TYPES = [ContactMessageReceived] as const;

export const contactMessageStream = (messageId: string) => `contact-message-${messageId}`;

const URGENT = /\b(urgent|asap|emergency|immediately|critical)\b/i;
const HIGH = /\b(important|problem|issue|broken|error|refund|cannot|can't|help)\b/i;

/** Priority from subject keywords, as the inbound-email webhook does. */
export const priorityOf = (subject: string): ContactPriority => (URGENT.test(subject) ? 'urgent' : HIGH.test(subject) ? 'high' : 'normal');

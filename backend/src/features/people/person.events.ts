import { z } from 'zod';
import { defineEvent } from '../../core/events/event-type.js';

/**
 * A person is whoever an email address belongs to. The address never appears in a stream name:
 * the directory stream is named by a keyed hash of it, and events carry only the person id.
 */
export const EmailLinkedToPerson = defineEvent({
  type: 'EmailLinkedToPerson',
  schemaVersion: 1,
  schema: z.object({ personId: z.string().uuid() }),
});

export const PersonErased = defineEvent({
  type: 'PersonErased',
  schemaVersion: 1,
  schema: z.object({ personId: z.string().uuid(), requestId: z.string().uuid().nullable() }),
});

export const PERSON_EVENT_TYPES = [EmailLinkedToPerson, PersonErased] as const;

export const personDirectoryStream = (fingerprint: string) => `person-email-${fingerprint}`;

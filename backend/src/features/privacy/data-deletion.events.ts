import { z } from 'zod';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';

/**
 * A data deletion request lives in its own stream. Its personal fields are sealed with the key of the
 * person it is about (`subjectId`), so confirming it shreds the request's own copy of the address too.
 */
export const DataDeletionRequested = defineEvent({
  type: 'DataDeletionRequested',
  schemaVersion: 1,
  schema: z.object({ requestId: z.string().uuid(), subjectId: z.string().uuid(), email: z.string(), reason: z.string().nullable() }),
  personalData: { subjectField: 'subjectId', fields: ['email', 'reason'] },
});

export const DataDeletionLinkSent = defineEvent({
  type: 'DataDeletionLinkSent',
  schemaVersion: 1,
  schema: z.object({ requestId: z.string().uuid(), transport: z.enum(['outbox', 'sendgrid']), reference: z.string() }),
});

export const DataDeletionCompleted = defineEvent({
  type: 'DataDeletionCompleted',
  schemaVersion: 1,
  schema: z.object({ requestId: z.string().uuid(), subjectId: z.string().uuid() }),
});

export const DATA_DELETION_EVENT_TYPES = [DataDeletionRequested, DataDeletionLinkSent, DataDeletionCompleted] as const;

export type DataDeletionEvent = EventOf<(typeof DATA_DELETION_EVENT_TYPES)[number]>;

/** The purpose bound into the signed confirmation link, so no other token can confirm a deletion. */
export const DELETION_LINK_PURPOSE = 'data-deletion';

export const dataDeletionStream = (requestId: string) => `data-deletion-${requestId}`;

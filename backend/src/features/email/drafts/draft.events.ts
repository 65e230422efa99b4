import { z } from 'zod';
import { DRAFT_FREQUENCIES, DRAFT_ID_PATTERN, type DraftFrequency } from '../../../contract/email.vocabulary.js';
import { defineEvent, type EventOf, upcaster } from '../../../core/events/event-type.js';

export { DRAFT_FREQUENCIES, DRAFT_STATUSES, type DraftFrequency, type DraftStatus } from '../../../contract/email.vocabulary.js';

/** One draft per frequency and target date: the id says which, so a second run finds the first. */
export const draftIdOf = (frequency: DraftFrequency, targetDate: string) => `${frequency}-${targetDate}`;
/** The target date a draft id names (the inverse of draftIdOf). */
export const draftDateOf = (draftId: string) => draftId.slice(draftId.indexOf('-') + 1);
export const DRAFT_ID = new RegExp(DRAFT_ID_PATTERN);
export const draftStream = (draftId: string) => `email-draft-${draftId}`;

const version = {
  subject: z.string().min(1),
  content: z.string().min(1),
  interests: z.array(z.string()),
  writer: z.enum(['openai', 'offline']),
  model: z.string(),
};

/*
 * Notes and revision requests are the operator's free text: sealed under the operator's own key
 * (the `operator` field names them), like every free text the system stores.
 */

/**
 * `operator`: the admin's user name when an admin's act caused the event (a job run by hand, a test
 * send); null when the scheduler or the system did. Version 1 did not record it: read back as null.
 */
const operator = z.string().nullable();
const withoutOperator = <Shape extends z.ZodRawShape>(shape: Shape) => upcaster(z.object(shape), (data) => ({ ...data, operator: null }));

const writtenShape = {
  draftId: z.string().regex(DRAFT_ID),
  frequency: z.enum(DRAFT_FREQUENCIES),
  targetDate: z.string(),
  sendAt: z.string(),
  ...version,
};

export const EmailDraftWritten = defineEvent({
  type: 'EmailDraftWritten',
  schemaVersion: 2,
  schema: z.object({ ...writtenShape, operator }),
  upcasters: { 1: withoutOperator(writtenShape) },
});

export const EmailDraftRevised = defineEvent({
  type: 'EmailDraftRevised',
  schemaVersion: 1,
  schema: z.object({ draftId: z.string(), version: z.number().int().min(2), operator: z.string(), revisionRequest: z.string().nullable(), ...version }),
  personalData: { subjectField: 'operator', fields: ['revisionRequest'] },
});

export const EmailDraftApproved = defineEvent({
  type: 'EmailDraftApproved',
  schemaVersion: 1,
  schema: z.object({ draftId: z.string(), operator: z.string(), adminNotes: z.string().nullable() }),
  personalData: { subjectField: 'operator', fields: ['adminNotes'] },
});

export const EmailDraftRejected = defineEvent({
  type: 'EmailDraftRejected',
  schemaVersion: 1,
  schema: z.object({ draftId: z.string(), operator: z.string(), adminNotes: z.string().nullable() }),
  personalData: { subjectField: 'operator', fields: ['adminNotes'] },
});

/** Still pending when its send time came: not sent, and the reason says so. */
const expiredShape = { draftId: z.string(), reason: z.string() };
export const EmailDraftExpired = defineEvent({
  type: 'EmailDraftExpired',
  schemaVersion: 2,
  schema: z.object({ ...expiredShape, operator }),
  upcasters: { 1: withoutOperator(expiredShape) },
});

/** Handed to a campaign: from here the campaign's events tell who received it. */
const sentShape = { draftId: z.string(), campaignId: z.string() };
export const EmailDraftSent = defineEvent({
  type: 'EmailDraftSent',
  schemaVersion: 2,
  schema: z.object({ ...sentShape, operator }),
  upcasters: { 1: withoutOperator(sentShape) },
});

export const DRAFT_EVENT_TYPES = [EmailDraftWritten, EmailDraftRevised, EmailDraftApproved, EmailDraftRejected, EmailDraftExpired, EmailDraftSent] as const;

/** A draft event as the decider writes it. */
export type DraftEvent = EventOf<(typeof DRAFT_EVENT_TYPES)[number]>;

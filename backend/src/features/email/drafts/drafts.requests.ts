import { z } from 'zod';
import { DRAFT_ID, DRAFT_STATUSES } from './draft.events.js';

/** Request shapes of the draft endpoints (moves to the API contract module as is). */

export const draftIdSchema = z.string().regex(DRAFT_ID, 'must be a draft id such as daily-2025-06-03');

const notesSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .nullish()
  .transform((value) => value || null);

/** Approve and reject: notes are optional (the panel sends an empty text when none were typed). */
export const reviewRequestSchema = z.strictObject({ adminNotes: notesSchema });

export const reviseRequestSchema = z.strictObject({
  revisionRequest: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'must not be blank')
    .max(2000, 'must be at most 2000 characters'),
});

export const listDraftsQuerySchema = z.strictObject({ status: z.enum(DRAFT_STATUSES, { error: `must be one of ${DRAFT_STATUSES.join(', ')}` }).optional() });

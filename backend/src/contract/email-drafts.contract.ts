import { z } from 'zod';
import { writerDescriptionSchema } from './catalogue.contract.js';
import { defineRoute, routeGroup } from './define-route.js';
import { renderedEmailSchema } from './email-campaigns.contract.js';
import { DRAFT_ACTIONS, DRAFT_FREQUENCIES, DRAFT_ID_PATTERN, DRAFT_STATUSES, EMAIL_LIMITS } from './email.vocabulary.js';
import { instantSchema, optionalText, TEXT_FIELD } from './fields.js';
import { ACTORS } from './operations.vocabulary.js';

/** The newsletter drafts the AI writes and the admin reviews: their shapes, the review requests and the routes. */

const dateSchema = z.iso.date().describe('YYYY-MM-DD, in SCHEDULE_TIMEZONE');
const writerSchema = writerDescriptionSchema.shape.writer;

/** A newsletter draft as the approval panel lists it. */
export const draftSchema = z
  .object({
    id: z.string().regex(new RegExp(DRAFT_ID_PATTERN)),
    frequency: z.enum(DRAFT_FREQUENCIES),
    targetDate: dateSchema,
    sendAt: instantSchema.describe('When it goes out (08:00 of targetDate in SCHEDULE_TIMEZONE); still pending then, it expires'),
    status: z.enum(DRAFT_STATUSES),
    subject: z.string(),
    content: z.string(),
    interests: z.array(z.string()).describe('The interests its readers name most'),
    writer: writerSchema,
    model: z.string(),
    version: z.number().int().positive().describe('1, then one more for each revision'),
    createdAt: instantSchema,
    updatedAt: instantSchema,
    adminNotes: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    reviewedAt: instantSchema.nullable(),
    expiredReason: z.string().nullable(),
    campaignId: z.string().nullable(),
    estimatedRecipients: z.number().int().nonnegative().describe('Eligible subscribers of its frequency now, computed when read'),
  })
  .meta({ id: 'EmailDraft' });
export type EmailDraft = z.infer<typeof draftSchema>;

export const draftHistorySchema = z.object({
  draft: draftSchema,
  versions: z.array(
    z.object({
      version: z.number().int().positive(),
      subject: z.string(),
      content: z.string(),
      interests: z.array(z.string()),
      writer: writerSchema,
      model: z.string(),
      writtenAt: instantSchema,
      revisionRequest: z.string().nullable(),
    }),
  ),
  entries: z.array(
    z.object({
      position: z.number().int(),
      action: z.enum(DRAFT_ACTIONS),
      actor: z.enum(ACTORS),
      operator: z.string().nullable().describe("The admin's user name, for what an admin did (a decision, a revision, a job run by hand, a test send); null for the scheduler and the system"),
      occurredAt: instantSchema,
      version: z.number().int().nullable(),
      notes: z.string().nullable(),
      revisionRequest: z.string().nullable(),
      reason: z.string().nullable(),
      campaignId: z.string().nullable(),
    }),
  ),
});
export type DraftHistory = z.infer<typeof draftHistorySchema>;

const notesSchema = optionalText(EMAIL_LIMITS.notes, { multiline: true }).describe('Optional notes kept with the decision');
export const reviewRequestSchema = z.strictObject({ adminNotes: notesSchema });
export const reviseRequestSchema = z.strictObject({
  revisionRequest: z.string(TEXT_FIELD).trim().min(1, 'must not be blank').max(EMAIL_LIMITS.revisionRequest, `must be at most ${EMAIL_LIMITS.revisionRequest} characters`),
});
const draftParams = z.object({ id: z.string().regex(new RegExp(DRAFT_ID_PATTERN), 'must be a draft id such as daily-2025-06-03') });

export const emailDraftRoutes = routeGroup('Email drafts', {
  pending: defineRoute({ method: 'GET', path: '/api/admin/email-drafts/pending', auth: 'admin', summary: 'Drafts waiting for review, earliest target date first', responses: { 200: z.array(draftSchema) } }),
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/email-drafts',
    auth: 'admin',
    summary: 'Drafts, earliest target date first, optionally of one status',
    query: z.strictObject({ status: z.enum(DRAFT_STATUSES, { error: `must be one of ${DRAFT_STATUSES.join(', ')}` }).optional() }),
    responses: { 200: z.array(draftSchema) },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/admin/email-drafts/:id/history',
    auth: 'admin',
    summary: "A draft's every version, and who did what and when, with notes",
    params: draftParams,
    responses: { 200: draftHistorySchema },
    errors: [404],
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/api/admin/email-drafts/:id/preview',
    auth: 'admin',
    summary: 'A draft rendered as the newsletter will look',
    params: draftParams,
    responses: { 200: renderedEmailSchema },
    errors: [404],
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/email-drafts/:id/approve',
    auth: 'admin',
    summary: 'Approve a pending draft',
    description: 'Approving an approved draft records nothing. A rejected, expired or sent draft, or one whose send time has passed, is 409.',
    params: draftParams,
    body: reviewRequestSchema,
    responses: { 200: draftSchema },
    errors: [404, 409, 412, 503],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/email-drafts/:id/reject',
    auth: 'admin',
    summary: 'Reject a pending (or approved, not yet sent) draft',
    params: draftParams,
    body: reviewRequestSchema,
    responses: { 200: draftSchema },
    errors: [404, 409, 412, 503],
  }),
  revise: defineRoute({
    method: 'POST',
    path: '/api/admin/email-drafts/:id/revise',
    auth: 'admin',
    summary: 'Have the AI rewrite a pending draft as asked; it stays pending with a new version',
    params: draftParams,
    body: reviseRequestSchema,
    responses: { 200: draftSchema },
    errors: [404, 409, 412, 429, 502, 503],
  }),
});


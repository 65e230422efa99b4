import { z } from 'zod';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { emailSchema, frequencySchema, interestsSchema } from '../../subscribers/subscriber.requests.js';

/** Request shapes of the sending endpoints (moves to the API contract module as is), with the spec's error texts. */

export const MISSING_INFORMATION = 'Missing Information';
export const NO_RECIPIENTS = 'No Recipients';
export const SELECT_INTERESTS = 'Select Interests';

const specError = (field: string, error: string, reason: string) => new DomainError('validation', error, { field, reason });

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`).default('');

/** At most this many recipients per manual campaign call (a 100k-id body is about 4 MB). */
export const MAX_MANUAL_RECIPIENTS = 100_000;

const manualCampaignShape = z.strictObject({
  subject: text(300),
  content: text(50_000),
  subscriberIds: z
    .array(z.string().max(100, 'has an id that is too long'), { error: 'must be a list of subscriber ids' })
    .max(MAX_MANUAL_RECIPIENTS, `may hold at most ${MAX_MANUAL_RECIPIENTS} ids`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

/** `POST /api/admin/send-email`: 'Missing Information' without subject or content, 'No Recipients' without ids. */
export const parseManualCampaign = (body: unknown) => {
  const request = parseInput(manualCampaignShape, body);
  if (!request.subject) throw specError('subject', MISSING_INFORMATION, 'Please enter a subject and content');
  if (!request.content) throw specError('content', MISSING_INFORMATION, 'Please enter a subject and content');
  if (request.subscriberIds.length === 0) throw specError('subscriberIds', NO_RECIPIENTS, 'Please select at least one recipient');
  return request;
};

const singleEmailShape = z.strictObject({ to: z.string({ error: 'must be text' }).default(''), subject: text(300), content: text(50_000) });

/** `POST /api/admin/send-single-email`: all three are needed ('Missing Information'), and `to` must be an address. */
export const parseSingleEmail = (body: unknown) => {
  const request = parseInput(singleEmailShape, body);
  for (const field of ['to', 'subject', 'content'] as const) {
    if (!request[field].trim()) throw specError(field, MISSING_INFORMATION, 'Please enter a recipient, a subject and content');
  }
  return { ...request, to: parseInput(emailSchema, request.to, 'to') };
};

const previewShape = z.strictObject({
  frequency: frequencySchema.default('weekly'),
  interests: interestsSchema.default([]),
  customInterests: z.string({ error: 'must be text' }).trim().max(2000, 'must be at most 2000 characters').nullish().transform((value) => value || null),
});

/** `POST /api/admin/preview-email`: at least one interest ('Select Interests'). */
export const parsePreviewEmail = (body: unknown) => {
  const request = parseInput(previewShape, body);
  if (request.interests.length === 0) throw specError('interests', SELECT_INTERESTS, 'Please select at least one interest');
  return request;
};

export const subscriberIdSchema = z.string().uuid({ error: 'must be a subscriber id' });

export const personalizedPreviewSchema = z.strictObject({ subscriberId: subscriberIdSchema });

export const personalizedTestSchema = z.strictObject({ subscriberId: subscriberIdSchema, to: emailSchema, subject: z.string().trim().min(1, MISSING_INFORMATION).max(300), content: z.string().trim().min(1, MISSING_INFORMATION).max(50_000) });

export const resolveBatchParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/, 'must be a campaign id'),
  batch: z.coerce.number({ error: 'must be a batch number' }).int('must be a batch number').min(0, 'must be a batch number'),
});

export const resolveBatchSchema = z.strictObject({ resolution: z.enum(['delivered', 'resend'], { error: 'must be delivered or resend' }) });

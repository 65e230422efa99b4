import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { EMAIL_MAX_LENGTH, emailSchema, instantSchema, messageAnswerSchema, optionalText, wholeNumberParameter } from './fields.js';
import { CAMPAIGN_KINDS, CAMPAIGN_MAIL_ENTRY_TYPES, SKIP_REASONS, SUPPRESSION_REASONS } from './email.vocabulary.js';
import { ACTORS } from './operations.vocabulary.js';
import {
  canonicalInterest,
  FREQUENCIES,
  FREQUENCY_ALIASES,
  INTERESTS,
  LEAD_MAGNETS,
  SOURCE_LABEL,
  SUBSCRIBER_LIMITS,
  SUBSCRIBER_STATUSES,
} from './subscribers.vocabulary.js';

const FREQUENCY_MESSAGE = `must be one of ${FREQUENCIES.join(', ')}`;
const aliases: Readonly<Record<string, string>> = FREQUENCY_ALIASES;

/** Any case and spacing, and the aliases: stored as one of FREQUENCIES. */
export const frequencySchema = z
  .string({ error: FREQUENCY_MESSAGE })
  .trim()
  .toLowerCase()
  .transform((value) => aliases[value] ?? value)
  .pipe(z.enum(FREQUENCIES, { error: FREQUENCY_MESSAGE }))
  .meta({ description: `${FREQUENCIES.join(', ')}; also ${Object.keys(FREQUENCY_ALIASES).join(' and ')} (stored as major_updates), in any case` });

const interestSchema = z
  .string({ error: 'must be a list of strings' })
  .max(SUBSCRIBER_LIMITS.interestLength, 'is too long')
  .transform((value, context) => {
    const interest = canonicalInterest(value);
    if (interest === null) {
      context.addIssue({ code: 'custom', message: `has an unknown interest; use one of: ${INTERESTS.join(', ')}` });
      return z.NEVER;
    }
    return interest;
  });

/** Interests from the vocabulary, matched case-insensitively, stored in canonical spelling, duplicates dropped. */
export const interestsSchema = z
  .array(interestSchema, { error: 'must be a list of strings' })
  .max(SUBSCRIBER_LIMITS.interests, 'has too many entries')
  .transform((values) => [...new Set(values)])
  .meta({ description: `Matched case-insensitively, stored in canonical spelling, duplicates dropped; one of: ${INTERESTS.join(', ')}` });

export const customInterestsSchema = optionalText(SUBSCRIBER_LIMITS.customInterests, { multiline: true });

const leadMagnetSchema = z.enum(LEAD_MAGNETS, { error: `must be ${LEAD_MAGNETS.join(' or ')}` });

/** Where a signup came from: a plain label, never free text (it is stored in clear and survives erasure). */
const sourceSchema = (fallback: string) =>
  z
    .string()
    .trim()
    .max(SUBSCRIBER_LIMITS.source, 'is too long')
    .regex(SOURCE_LABEL.pattern, SOURCE_LABEL.rule)
    .nullish()
    .transform((value) => value || fallback);

/**
 * One signup row, the rules of every way onto the list: the public forms and the admin's bulk import.
 * Strict, so an unknown key is refused rather than dropped. Only the defaults differ by channel.
 */
const signupRowSchema = (defaults: { interests: string[]; source: string }) =>
  z.strictObject({
    email: emailSchema,
    frequency: frequencySchema.default('weekly'),
    interests: interestsSchema.default(defaults.interests),
    customInterests: customInterestsSchema,
    source: sourceSchema(defaults.source),
    leadMagnet: leadMagnetSchema.nullish().transform((value) => value ?? null),
    utmSource: optionalText(SUBSCRIBER_LIMITS.utm),
    utmMedium: optionalText(SUBSCRIBER_LIMITS.utm),
    utmCampaign: optionalText(SUBSCRIBER_LIMITS.utm),
  });

export const subscribeRequestSchema = signupRowSchema({ interests: [], source: 'website' });
export type SubscribeRequest = z.output<typeof subscribeRequestSchema>;
/** The body as a client sends it: everything but the email may be left out. */
export type SubscriberPayload = z.input<typeof subscribeRequestSchema>;

export const preferencesRequestSchema = z.strictObject({
  frequency: frequencySchema,
  interests: interestsSchema.default([]),
  customInterests: customInterestsSchema,
});
export type PreferencesPayload = z.input<typeof preferencesRequestSchema>;

export const emailOnlyRequestSchema = z.strictObject({ email: emailSchema });

/** An imported row is a signup without the lead magnet: an import sends no mail. */
export const importRowSchema = signupRowSchema({ interests: ['business'], source: 'manual-import' }).omit({ leadMagnet: true });
export type ImportRow = z.output<typeof importRowSchema>;

export const bulkImportRequestSchema = z.strictObject({
  subscribers: z
    .array(importRowSchema, { error: 'must be a list' })
    .min(1, 'must contain at least one subscriber')
    .max(SUBSCRIBER_LIMITS.importRows, `may contain at most ${SUBSCRIBER_LIMITS.importRows} subscribers per call`),
});

/** One row of the admin's list; an erased person keeps a row without personal data. */
export const subscriberSchema = z
  .object({
    id: z.uuid(),
    email: z.string().nullable().describe('null once erased'),
    frequency: z.enum(FREQUENCIES),
    interests: z.array(z.string()),
    customInterests: z.string().nullable(),
    source: z.string(),
    leadMagnet: z.enum(LEAD_MAGNETS).nullable(),
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
    status: z.enum(SUBSCRIBER_STATUSES),
    subscribedAt: instantSchema,
    updatedAt: instantSchema,
    emailsSent: z.number().int().nonnegative().describe('Mails that reached the address, newsletters included'),
    suppression: z
      .object({ reasons: z.array(z.enum(SUPPRESSION_REASONS)), since: instantSchema })
      .nullable()
      .describe('Set once the mail provider reported the address (bounce, drop, spam report): no send reaches it'),
  })
  .meta({ id: 'Subscriber' });
export type Subscriber = z.infer<typeof subscriberSchema>;

export const signupAnswerSchema = z.object({
  subscriber: subscriberSchema.pick({ id: true, email: true, frequency: true, interests: true, customInterests: true, source: true }),
  token: z.string().describe('The signed subscriber token: send it as X-Subscriber-Token to manage this subscription, for 1 hour'),
});
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** The guide asked for by an address already on the list: it is mailed all the same, and nothing else changes. */
export const guideResentAnswerSchema = z.object({
  alreadySubscribed: z.literal(true),
  message: z.string(),
});
export type GuideResentAnswer = z.infer<typeof guideResentAnswerSchema>;

/** `unsubscribed` tells the page which it was: done at once (200), or a confirmation link mailed (202). */
export const unsubscribeAnswerSchema = messageAnswerSchema.extend({ unsubscribed: z.boolean() });

export const preferencesAnswerSchema = z.object({
  frequency: z.enum(FREQUENCIES),
  interests: z.array(z.string()),
  customInterests: z.string().describe('"" when unset'),
});
export type SubscriberPreferences = z.infer<typeof preferencesAnswerSchema>;

/**
 * One entry of a subscriber's history: an event of their own stream, or a campaign's outcome for them
 * (one of CAMPAIGN_MAIL_ENTRY_TYPES). Personal fields are left out.
 */
export const historyEntrySchema = z
  .object({
    position: z.number().int().describe("The event's place in the whole log: entries are listed in this order"),
    revision: z
      .number()
      .int()
      .describe("The event's revision in its stream: the subscriber's stream, or for a campaign entry the stream of the campaign's batch that recorded it"),
    type: z.string().describe(`An event type of the subscriber's stream, or a campaign's outcome for them: ${CAMPAIGN_MAIL_ENTRY_TYPES.join(', ')}`),
    actor: z.enum(ACTORS).describe("Who caused it; for a campaign entry, who started the campaign (admin, or scheduler for a scheduled newsletter)"),
    occurredAt: instantSchema,
    correlationId: z.string(),
    details: z
      .record(z.string(), z.unknown())
      .describe(
        "The event's fields without personal data (a preferences change adds customInterestsChanged: whether the personal description changed); for a campaign entry a CampaignMailDetails",
      ),
  })
  .meta({ id: 'HistoryEntry' });

/** What a campaign entry of the history says: which campaign, what it sent, and why a recipient was skipped. No address, no personal data. */
export const campaignMailDetailsSchema = z
  .object({
    campaignId: z.string(),
    batch: z.number().int().nonnegative().describe("The campaign's batch the recipient was in"),
    kind: z.enum(CAMPAIGN_KINDS),
    subject: z.string(),
    frequency: z.enum(FREQUENCIES).nullable().describe("A newsletter's frequency; null for a manual campaign"),
    newsletterDate: z.string().nullable().describe('The date of the newsletter (YYYY-MM-DD); null for a manual campaign'),
    reason: z.enum(SKIP_REASONS).nullable().describe('Why the recipient was skipped (CampaignMailSkipped); null otherwise'),
  })
  .meta({ id: 'CampaignMailDetails' });
export type CampaignMailDetails = z.infer<typeof campaignMailDetailsSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One page of the admin's list: newest signup first, or a search's matches in address order. */
export const subscriberPageSchema = z
  .object({
    items: z.array(subscriberSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
    total: z.number().int().nonnegative().describe('How many subscribers match the search and status'),
  })
  .meta({ id: 'SubscriberPage' });
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

export const subscriberListQuerySchema = z.strictObject({
  q: z
    .string({ error: 'must be given once' })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, 'is too long')
    .optional()
    .describe('The start of the email address, in any case'),
  status: z.enum(SUBSCRIBER_STATUSES, { error: `must be one of ${SUBSCRIBER_STATUSES.join(', ')}` }).optional(),
  limit: wholeNumberParameter('must be a whole number', (whole) =>
    whole.min(1, `must be between 1 and ${SUBSCRIBER_LIMITS.pageSize}`).max(SUBSCRIBER_LIMITS.pageSize, `must be between 1 and ${SUBSCRIBER_LIMITS.pageSize}`),
  )
    .optional()
    .describe(`Page size, ${SUBSCRIBER_LIMITS.defaultPageSize} by default`),
  cursor: z.string({ error: 'must be given once' }).max(500, 'is not a cursor of this list').optional().describe('The `nextCursor` of the previous page'),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;

export const importAnswerSchema = z.object({
  created: z.number().int().nonnegative().describe('Rows newly subscribed'),
  duplicates: z.number().int().nonnegative().describe('Rows whose address is already subscribed (a retried chunk counts here)'),
  skipped: z.number().int().nonnegative().describe('Rows left alone: the address unsubscribed, and an import never subscribes it again'),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

const subscriberIdParams = z.object({ id: z.uuid({ error: 'must be a subscriber id' }) });

const emailParams = z.object({ email: emailSchema });
const tokenHeader = z.object({ 'x-subscriber-token': z.string().optional().describe('The signed subscriber token, when the page has one') });

export const subscriberRoutes = routeGroup('Newsletter', {
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/subscribers',
    auth: 'public',
    summary: 'Subscribe to the newsletter',
    description:
      'An address that unsubscribed earlier is subscribed again. SIGNUP_RATE_LIMIT signups per client per hour. With a `leadMagnet` the guide email (with its signed PDF download link) is sent before answering, and the mail rate limits apply. The list shows the subscriber when the answer arrives; the token manages this subscription for 1 hour. ' +
      'An address already subscribed: with a `leadMagnet` it is mailed the guide again (200); without, the answer is 409 "Email already subscribed" and the address is mailed a secure link to its preferences, since the visitor who typed it may not own it; `reason` preferences_link_sent says the link went out, preferences_link_limited that it did not (the hourly mail limits for that address or client were spent; a link mailed earlier still works, and a new one can be asked for again within the hour).',
    body: subscribeRequestSchema,
    responses: { 201: signupAnswerSchema, 200: guideResentAnswerSchema },
    errors: [409, 412, 429, 503],
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/subscribers/email/:email',
    auth: 'token',
    summary: "A subscriber's preferences",
    description: '403 (reason link_expired) for a missing, forged, expired or superseded token; 410 (reason unsubscribed) for the link of a subscription that was ended.',
    params: emailParams,
    responses: { 200: preferencesAnswerSchema },
    errors: [403, 404, 410],
  }),
  changePreferences: defineRoute({
    method: 'PUT',
    path: '/api/subscribers/:email',
    auth: 'token',
    summary: "Change a subscriber's preferences",
    description: 'Answers once the read model shows the change. 403 and 410 as for reading the preferences.',
    params: emailParams,
    body: preferencesRequestSchema,
    responses: { 200: z.object({ ok: z.literal(true) }) },
    errors: [403, 404, 410, 412, 503],
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/unsubscribe/:email',
    auth: 'public',
    summary: 'Unsubscribe, at once with a token, else by a mailed confirmation link',
    description:
      "With an unexpired token of the address's current subscription: unsubscribed at once (200, also when already unsubscribed). Otherwise (no token, or a forged, expired or superseded one) a confirmation link is mailed within the mail limits if the address is subscribed, and the answer is the same 202 either way.",
    params: emailParams,
    headers: tokenHeader,
    responses: { 200: unsubscribeAnswerSchema, 202: unsubscribeAnswerSchema },
    errors: [412, 429],
  }),
  preferencesLink: defineRoute({
    method: 'POST',
    path: '/api/subscribers/preferences-link',
    auth: 'public',
    summary: 'Mail a preferences link to a subscribed address',
    description: 'The answer is the same whether or not the address is subscribed.',
    body: emailOnlyRequestSchema,
    responses: { 202: messageAnswerSchema },
    errors: [429],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/subscribers',
    auth: 'admin',
    summary: 'Every subscriber, or one page of them',
    description:
      'Without parameters: every subscriber in one array, newest signup first (the spec\'s call). With any of `q`, `status`, `limit`, ' +
      '`cursor`: one page (`SubscriberPage`) filtered by status, newest signup first; with `q`, the addresses that start with it, in ' +
      'address order. Follow `nextCursor` for the next page (a cursor belongs to its search: with another `q` it is refused).',
    query: subscriberListQuerySchema,
    responses: { 200: z.union([z.array(subscriberSchema), subscriberPageSchema]) },
  }),
  bulkImport: defineRoute({
    method: 'POST',
    path: '/api/subscribers/bulk',
    auth: 'admin',
    summary: 'Import subscribers',
    description:
      'One chunk of a CSV file. Each row follows the signup rules and goes through the signup rule on its own streams, so a retried ' +
      'chunk creates nothing twice: an address already subscribed counts as a duplicate (a repeat within the call too), and one that ' +
      'unsubscribed is skipped, never subscribed again by an import. One invalid row refuses the whole call. Up to 10 MB, gzip allowed.',
    body: bulkImportRequestSchema,
    largeBody: true,
    responses: { 201: importAnswerSchema },
    errors: [412, 503],
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/admin/subscribers/:id/history',
    auth: 'admin',
    summary: "A subscriber's history: who did what, when",
    params: subscriberIdParams,
    responses: { 200: z.array(historyEntrySchema) },
    errors: [404],
  }),
  adminUnsubscribe: defineRoute({
    method: 'POST',
    path: '/api/admin/subscribers/:id/unsubscribe',
    auth: 'admin',
    summary: 'Unsubscribe a subscriber (recorded with the admin as actor)',
    description: 'Answers the row once the list shows it. An unsubscribed subscriber stays as is (200).',
    params: subscriberIdParams,
    responses: { 200: z.object({ subscriber: subscriberSchema }) },
    errors: [404, 412, 503],
  }),
  adminErase: defineRoute({
    method: 'DELETE',
    path: '/api/admin/subscribers/:id',
    auth: 'admin',
    summary: "Erase a subscriber's personal data (recorded with the admin as actor)",
    description:
      'The erasure of a confirmed data-deletion request: the subscription marked erased, the address unlinked and the person\'s key ' +
      'destroyed, so their personal data can never be read again. The row stays, without personal data. Idempotent.',
    params: subscriberIdParams,
    responses: { 200: z.object({ subscriber: subscriberSchema }) },
    errors: [404, 412, 503],
  }),
});

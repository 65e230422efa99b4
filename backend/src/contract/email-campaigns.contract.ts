import { z } from 'zod';
import { writerDescriptionSchema } from './catalogue.contract.js';
import { defineRoute, mediaAnswer, routeGroup } from './define-route.js';
import { BATCH_RESOLUTIONS, CAMPAIGN_KINDS, CAMPAIGN_STATUSES, EMAIL_LIMITS, EMAIL_TEXTS } from './email.vocabulary.js';
import { CONTROL_MESSAGE, emailSchema, instantSchema, isPlainText, messageAnswerSchema, ONE_LINE, ONE_LINE_MESSAGE, optionalText, wholeNumberParameter } from './fields.js';
import { frequencySchema, interestsSchema } from './subscribers.contract.js';
import { FREQUENCIES } from './subscribers.vocabulary.js';

/**
 * Sending: campaigns (newsletters and manual ones), single and personalized emails, the AI email
 * writer's preview and news analysis, the SendGrid webhook and the links mails carry.
 */

/** What an AI writer answers for an email, and what the AI email writer panel previews. */
export const emailDraftSchema = z.object({
  subject: z.string().trim().min(1).max(150).regex(ONE_LINE, ONE_LINE_MESSAGE),
  content: z.string().trim().min(80).max(20000).describe("Light markup: '#' headings, '- ' bullets, **bold**, *italic*"),
});
export type EmailDraftText = z.infer<typeof emailDraftSchema>;

export const newsItemSchema = z.object({ headline: z.string().trim().min(1).max(200), summary: z.string().trim().min(1).max(800), category: z.string().trim().min(1).max(60) });
export const newsItemsSchema = z.array(newsItemSchema).min(1).max(10);
export type NewsItem = z.infer<typeof newsItemSchema>;

/** An email as it will look: both parts, for a sandboxed frame. */
export const renderedEmailSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });

/** The AI email writer's preview: what it wrote (what a send takes), that rendered as subscribers will see it, and which writer wrote it. */
export const previewedEmailSchema = emailDraftSchema.extend({ html: z.string(), text: z.string(), ...writerDescriptionSchema.shape });
export type PreviewedEmail = z.infer<typeof previewedEmailSchema>;

export const campaignSchema = z
  .object({
    id: z.string(),
    kind: z.enum(CAMPAIGN_KINDS),
    subject: z.string(),
    draftId: z.string().nullable(),
    frequency: z.enum(FREQUENCIES).nullable(),
    status: z.enum(CAMPAIGN_STATUSES),
    total: z.number().int().nonnegative().nullable().describe('Recipients listed; null while listing'),
    batches: z.number().int().nonnegative().nullable(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative().describe('Listed but no longer eligible (unsubscribed, unconfirmed, suppressed, erased)'),
    inFlight: z.number().int().nonnegative().describe('Handed to the transport, outcome not recorded yet'),
    inDoubt: z.number().int().nonnegative().describe('May or may not have gone out (a lost SendGrid answer that could not be looked up): settled by an operator'),
    failureReason: z
      .string()
      .nullable()
      .describe("Why its last failed batch failed (the transport's refusal, or a mail that could not be written); null while none failed"),
    startedAt: instantSchema,
    finishedAt: instantSchema.nullable(),
    updatedAt: instantSchema,
  })
  .meta({ id: 'Campaign', description: 'Progress: (sent + failed + skipped + inDoubt) / total' });
export type Campaign = z.infer<typeof campaignSchema>;

/** Every mail subject an admin writes: one line (it becomes the Subject header), trimmed, bounded. */
const subject = z
  .string({ error: 'must be text' })
  .trim()
  .max(EMAIL_LIMITS.subject, `must be at most ${EMAIL_LIMITS.subject} characters`)
  .regex(ONE_LINE, ONE_LINE_MESSAGE);
const content = z
  .string({ error: 'must be text' })
  .trim()
  .max(EMAIL_LIMITS.content, `must be at most ${EMAIL_LIMITS.content} characters`)
  .refine((text) => isPlainText(text, true), CONTROL_MESSAGE);

export const manualCampaignRequestSchema = z.strictObject({
  subject: subject.default('').describe(`Required ('${EMAIL_TEXTS.missingInformation}')`),
  content: content.default('').describe(`Required ('${EMAIL_TEXTS.missingInformation}'); light markup`),
  subscriberIds: z
    .array(z.string().max(100, 'has an id that is too long'), { error: 'must be a list of subscriber ids' })
    .max(EMAIL_LIMITS.manualRecipients, `may hold at most ${EMAIL_LIMITS.manualRecipients} ids`)
    .default([])
    .transform((ids) => [...new Set(ids)])
    .describe(`At least one ('${EMAIL_TEXTS.noRecipients}'), every one a subscriber ('${EMAIL_TEXTS.unknownRecipients}')`),
});
export const manualCampaignAnswerSchema = z.object({
  sentCount: z.number().int().nonnegative(),
  campaignId: z.string(),
  skippedCount: z.number().int().nonnegative(),
  status: z.enum(['completed', 'sending']).describe('sending (202) when the request stopped waiting; the campaign goes on'),
});
export type ManualCampaignAnswer = z.infer<typeof manualCampaignAnswerSchema>;

/** All three are required: missing or blank, the answer is '${EMAIL_TEXTS.missingInformation}'. */
export const singleEmailRequestSchema = z.strictObject({
  to: emailSchema,
  subject: subject.min(1, EMAIL_TEXTS.missingInformation),
  content: content.min(1, EMAIL_TEXTS.missingInformation),
  requestKey: z
    .uuid({ error: 'must be a UUID' })
    .optional()
    .describe('Chosen by the client once per email it composes: sent again with the same address, subject and content (a retry after a failure or a lost answer), the email is not mailed twice'),
});

export const previewEmailRequestSchema = z.strictObject({
  frequency: frequencySchema.default('weekly'),
  interests: interestsSchema.default([]).describe(`At least one ('${EMAIL_TEXTS.selectInterests}')`),
  customInterests: optionalText(EMAIL_LIMITS.customInterests, { multiline: true }),
});

const subscriberId = z.uuid({ error: 'must be a subscriber id' });
export const personalizedPreviewRequestSchema = z.strictObject({ subscriberId });
export const personalizedPreviewSchema = renderedEmailSchema.extend({ subscriberId, to: z.string(), content: z.string() });
export const personalizedTestRequestSchema = z.strictObject({
  subscriberId,
  to: emailSchema,
  subject: subject.min(1, 'is required'),
  content: content.min(1, 'is required'),
});

export const resolveBatchParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/, 'must be a campaign id'),
  batch: wholeNumberParameter('must be a batch number', (whole) => whole.min(0, 'must be a batch number')),
});
export const resolveBatchRequestSchema = z.strictObject({ resolution: z.enum(BATCH_RESOLUTIONS, { error: 'must be delivered or resend' }) });
export const resolveBatchAnswerSchema = z.object({ campaignId: z.string(), batch: z.number().int(), status: z.string() });

/** The fields of a SendGrid event this site reads; the rest (custom args, ids, ...) passes through untouched. */
export const sendGridEventSchema = z.looseObject({
  email: z.string().max(320),
  event: z.string().max(40),
  timestamp: z.number().int().nonnegative(),
  sg_event_id: z.string().max(200).optional(),
  type: z.string().max(40).optional().describe("On a bounce: 'bounce', or 'blocked' (refused this time, not suppressed)"),
});
export type SendGridEvent = z.infer<typeof sendGridEventSchema>;
export const sendGridWebhookSchema = z
  .array(sendGridEventSchema, { error: 'must be a list of SendGrid events' })
  .max(EMAIL_LIMITS.webhookEvents, `may hold at most ${EMAIL_LIMITS.webhookEvents} events`);

export const emailCampaignRoutes = routeGroup('Email campaigns', {
  sendDaily: defineRoute({
    method: 'POST',
    path: '/api/admin/send-daily-emails',
    auth: 'admin',
    summary: 'Send the earliest approved daily draft now',
    description: 'Also expires daily drafts still pending past their send time. The message says how many recipients were queued, or why nothing was sent; a draft is sent once.',
    responses: { 200: messageAnswerSchema },
  }),
  sendWeekly: defineRoute({
    method: 'POST',
    path: '/api/admin/send-weekly-emails',
    auth: 'admin',
    summary: 'Send the earliest approved weekly draft now',
    description: 'As send-daily-emails, for the weekly newsletter.',
    responses: { 200: messageAnswerSchema },
  }),
  sendEmail: defineRoute({
    method: 'POST',
    path: '/api/admin/send-email',
    auth: 'admin',
    summary: 'A manual campaign to chosen subscribers, each reached exactly once',
    description: `Waits up to 20 s for the campaign (200); past that answers 202 and the campaign goes on. Recipients no longer eligible are skipped. 400 errors: '${EMAIL_TEXTS.missingInformation}', '${EMAIL_TEXTS.noRecipients}', '${EMAIL_TEXTS.unknownRecipients}', 'subject: ${ONE_LINE_MESSAGE}'.`,
    body: manualCampaignRequestSchema,
    // Up to 100,000 ids (about 4 MB), from a signed-in admin only.
    largeBody: true,
    responses: { 200: manualCampaignAnswerSchema, 202: manualCampaignAnswerSchema },
  }),
  sendSingle: defineRoute({
    method: 'POST',
    path: '/api/admin/send-single-email',
    auth: 'admin',
    summary: 'One email to any address',
    description: `'${EMAIL_TEXTS.missingInformation}' without to, subject or content, 'subject: ${ONE_LINE_MESSAGE}' for a line break in it; 409 for an address the mail provider reported; 502 when the transport fails. With a requestKey, a repeat of a sent email is answered 200 without mailing it again.`,
    body: singleEmailRequestSchema,
    // Long text: its longest valid body is over the default limit.
    largeBody: true,
    responses: { 200: messageAnswerSchema },
    errors: [409, 502],
  }),
  previewEmail: defineRoute({
    method: 'POST',
    path: '/api/admin/preview-email',
    auth: 'admin',
    summary: 'An AI-written email for a frequency and interests, to read before sending',
    body: previewEmailRequestSchema,
    responses: { 200: previewedEmailSchema },
    errors: [429, 502],
  }),
  analyzeNews: defineRoute({
    method: 'POST',
    path: '/api/admin/analyze-news',
    auth: 'admin',
    summary: "News about the directory's tools (offline: a digest of the catalogue, said so in each item)",
    responses: { 200: z.object({ newsItems: newsItemsSchema }) },
    errors: [429, 502],
  }),
  campaigns: defineRoute({ method: 'GET', path: '/api/admin/campaigns', auth: 'admin', summary: 'Campaigns, newest first, with live counts', responses: { 200: z.array(campaignSchema) } }),
  resolveBatch: defineRoute({
    method: 'POST',
    path: '/api/admin/campaigns/:id/batches/:batch/resolve',
    auth: 'admin',
    summary: 'Settle a batch in doubt after checking the transport',
    description: '`delivered` records it as sent; `resend` lets the campaign send it again as a new attempt.',
    params: resolveBatchParamsSchema,
    body: resolveBatchRequestSchema,
    responses: { 200: resolveBatchAnswerSchema },
    errors: [404, 409, 412],
  }),
  personalizedPreview: defineRoute({
    method: 'POST',
    path: '/api/admin/personalized-email/preview',
    auth: 'admin',
    summary: 'Exactly what a subscriber would receive: their interests, their links',
    body: personalizedPreviewRequestSchema,
    responses: { 200: personalizedPreviewSchema },
    errors: [404, 429, 502],
  }),
  personalizedTest: defineRoute({
    method: 'POST',
    path: '/api/admin/personalized-email/send-test',
    auth: 'admin',
    summary: "A subscriber's personalized email, sent to a test address",
    body: personalizedTestRequestSchema,
    // Long text: its longest valid body is over the default limit.
    largeBody: true,
    responses: { 200: messageAnswerSchema },
    errors: [404, 409, 502],
  }),
});

export const webhookRoutes = routeGroup('Webhooks', {
  sendgrid: defineRoute({
    method: 'POST',
    path: '/api/webhooks/sendgrid',
    auth: 'public',
    summary: "SendGrid's signed event webhook",
    description:
      'Verified with SENDGRID_WEBHOOK_PUBLIC_KEY (ECDSA over the timestamp header and the raw body) before anything is read; unset or a bad signature is 403. Bounces (not temporary blocks), drops and spam reports suppress the address from every send.',
    headers: z.object({
      'x-twilio-email-event-webhook-signature': z.string().describe('base64 DER ECDSA signature'),
      'x-twilio-email-event-webhook-timestamp': z.string(),
    }),
    body: sendGridWebhookSchema,
    responses: { 200: z.object({ received: z.number().int(), suppressed: z.number().int().describe('addresses newly suppressed') }) },
    errors: [403],
  }),
});

/** The page of the double opt-in link and the RFC 8058 one-click target: signed links in mails, no session. */
export const mailLinkRoutes = routeGroup('Newsletter', {
  confirmPage: defineRoute({
    method: 'GET',
    path: '/api/subscribers/confirm',
    auth: 'public',
    personal: true,
    summary: 'The confirmation page of the double opt-in link: a button, so a link scanner confirms nothing',
    query: z.object({ email: emailSchema, token: z.string().max(2048).optional() }),
    responses: { 200: mediaAnswer('text/html', 'A page with the confirm button') },
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/subscribers/confirm',
    auth: 'public',
    personal: true,
    summary: 'Confirm a subscription (DOUBLE_OPT_IN), with the link of the welcome email',
    query: z.object({ email: emailSchema, token: z.string().max(2048).optional() }),
    responses: { 200: mediaAnswer('text/html', 'Confirmed') },
    errors: [403, 410],
  }),
  oneClickPage: defineRoute({
    method: 'GET',
    path: '/api/unsubscribe/one-click',
    auth: 'public',
    personal: true,
    summary: 'The List-Unsubscribe link opened in a browser: a page with an unsubscribe button',
    query: z.object({ email: emailSchema, token: z.string().max(2048).optional() }),
    responses: { 200: mediaAnswer('text/html', 'A page with the unsubscribe button') },
  }),
  oneClick: defineRoute({
    method: 'POST',
    path: '/api/unsubscribe/one-click',
    auth: 'public',
    personal: true,
    summary: 'RFC 8058 one-click unsubscribe: unsubscribes at once, 200 without a redirect',
    description:
      'The body is the form field List-Unsubscribe=One-Click (application/x-www-form-urlencoded or multipart/form-data); the signed link is the proof, no cookie is needed. A browser (Accept: text/html) gets a page instead of JSON.',
    query: z.object({ email: emailSchema, token: z.string().max(2048).optional() }),
    responses: { 200: messageAnswerSchema },
    errors: [403],
  }),
});

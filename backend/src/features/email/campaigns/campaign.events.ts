import { z } from 'zod';
import { defineEvent, type EventOf } from '../../../core/events/event-type.js';
import { CAMPAIGN_KINDS, SKIP_REASONS } from '../../../contract/email.vocabulary.js';
import { FREQUENCIES } from '../../../contract/subscribers.vocabulary.js';

/**
 * A campaign is three kinds of stream, so that no append ever reads a large history:
 * - `campaign-<id>`: started, recipients listed, completed;
 * - `campaign-<id>-recipients`: the recipient ids in chunks, fixed once listed;
 * - `campaign-<id>-batch-<n>`: one batch of recipients, dispatched (in flight) before the transport
 *   is asked, then delivered, failed or in doubt. Its expected revision lets one sender dispatch it.
 * Events carry subscriber ids only, never addresses.
 */
export type { CampaignKind, SkipReason } from '../../../contract/email.vocabulary.js';

export const campaignStream = (campaignId: string) => `campaign-${campaignId}`;
export const recipientsStream = (campaignId: string) => `campaign-${campaignId}-recipients`;
export const batchStream = (campaignId: string, batch: number) => `campaign-${campaignId}-batch-${batch}`;

const subscriberIds = z.array(z.string());

export const CampaignStarted = defineEvent({
  type: 'CampaignStarted',
  schemaVersion: 1,
  schema: z.object({
    campaignId: z.string(),
    kind: z.enum(CAMPAIGN_KINDS),
    draftId: z.string().nullable(),
    frequency: z.enum(FREQUENCIES).nullable(),
    subject: z.string().min(1),
    content: z.string().min(1),
    batchSize: z.number().int().positive(),
    startedAt: z.string(),
  }),
});

export const CampaignRecipientsAdded = defineEvent({
  type: 'CampaignRecipientsAdded',
  schemaVersion: 1,
  schema: z.object({ campaignId: z.string(), chunk: z.number().int().nonnegative(), subscriberIds }),
});

export const CampaignRecipientsListed = defineEvent({
  type: 'CampaignRecipientsListed',
  schemaVersion: 1,
  schema: z.object({ campaignId: z.string(), total: z.number().int().nonnegative(), batches: z.number().int().nonnegative() }),
});

export const CampaignCompleted = defineEvent({
  type: 'CampaignCompleted',
  schemaVersion: 1,
  schema: z.object({
    campaignId: z.string(),
    sent: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    inDoubt: z.number().int().nonnegative(),
  }),
});

/** Written before the transport is asked: from here until an outcome, the batch is in flight. */
export const CampaignBatchDispatched = defineEvent({
  type: 'CampaignBatchDispatched',
  schemaVersion: 1,
  schema: z.object({
    campaignId: z.string(),
    batch: z.number().int().nonnegative(),
    attempt: z.number().int().positive(),
    subscriberIds,
    skipped: z.array(z.object({ subscriberId: z.string(), reason: z.enum(SKIP_REASONS) })),
  }),
});

/**
 * `subscriberIds`: the recipients the transport took. `unreachable`: dispatched, but without an address
 * by the time they were sent (erased meanwhile). `recovered`: messages the transport already held
 * (sent before a crash), counted once.
 */
export const CampaignBatchDelivered = defineEvent({
  type: 'CampaignBatchDelivered',
  schemaVersion: 1,
  schema: z.object({
    campaignId: z.string(),
    batch: z.number().int().nonnegative(),
    subscriberIds,
    unreachable: subscriberIds,
    transport: z.enum(['outbox', 'sendgrid']),
    reference: z.string(),
    recovered: z.number().int().nonnegative(),
    confirmedBy: z.string().nullable(),
  }),
});

export const CampaignBatchFailed = defineEvent({
  type: 'CampaignBatchFailed',
  schemaVersion: 1,
  schema: z.object({ campaignId: z.string(), batch: z.number().int().nonnegative(), subscriberIds, reason: z.string() }),
});

/** The transport may or may not have taken the batch and cannot say: never sent again without an operator. */
export const CampaignBatchInDoubt = defineEvent({
  type: 'CampaignBatchInDoubt',
  schemaVersion: 1,
  schema: z.object({ campaignId: z.string(), batch: z.number().int().nonnegative(), subscriberIds, detail: z.string() }),
});

/** An operator, having checked the transport, lets an in-doubt batch be sent again. */
export const CampaignBatchReleased = defineEvent({
  type: 'CampaignBatchReleased',
  schemaVersion: 1,
  schema: z.object({ campaignId: z.string(), batch: z.number().int().nonnegative(), operator: z.string() }),
});

export const CAMPAIGN_EVENT_TYPES = [
  CampaignStarted,
  CampaignRecipientsAdded,
  CampaignRecipientsListed,
  CampaignCompleted,
  CampaignBatchDispatched,
  CampaignBatchDelivered,
  CampaignBatchFailed,
  CampaignBatchInDoubt,
  CampaignBatchReleased,
] as const;

/** The campaign stream's events, as the decider writes them. */
export const CAMPAIGN_STREAM_EVENTS = [CampaignStarted, CampaignRecipientsListed, CampaignCompleted] as const;
export type CampaignEvent = EventOf<(typeof CAMPAIGN_STREAM_EVENTS)[number]>;

export const RECIPIENTS_STREAM_EVENTS = [CampaignRecipientsAdded] as const;
export type RecipientsEvent = EventOf<(typeof RECIPIENTS_STREAM_EVENTS)[number]>;

export const BATCH_STREAM_EVENTS = [CampaignBatchDispatched, CampaignBatchDelivered, CampaignBatchFailed, CampaignBatchInDoubt, CampaignBatchReleased] as const;
export type BatchEvent = EventOf<(typeof BATCH_STREAM_EVENTS)[number]>;

import type { Actor } from '../../contract/operations.vocabulary.js';
import type { CampaignKind, CampaignMailEntryType, SkipReason } from '../../contract/email.vocabulary.js';
import type { Frequency } from '../../contract/subscribers.vocabulary.js';
import type { RecordedEventOf } from '../../core/events/event-type.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import {
  CampaignBatchDelivered,
  CampaignBatchDispatched,
  CampaignBatchFailed,
  CampaignBatchInDoubt,
  CampaignStarted,
} from '../email/campaigns/campaign.events.js';
import { draftDateOf } from '../email/drafts/draft.events.js';

export const SUBSCRIBER_MAIL_PROJECTION = 'subscriber-mail';
/** One row per recipient per campaign outcome that names them. */
export const CAMPAIGN_MAIL_COLLECTION = 'mail';
/** One row per campaign: what a recipient's entries say about the campaign, stored once rather than in each of its rows. */
export const MAIL_CAMPAIGNS_COLLECTION = 'campaigns';

/**
 * A campaign's outcome for one recipient, from the batch event that recorded it: `position` and `revision`
 * are that event's (its revision in the batch stream). No address: campaign events carry ids only.
 */
export type CampaignMailRow = {
  id: string;
  subscriberId: string;
  type: CampaignMailEntryType;
  campaignId: string;
  batch: number;
  reason: SkipReason | null;
  position: number;
  revision: number;
  occurredAt: string;
  correlationId: string;
};

/** Who started the campaign (its batches are written by the sender, as system) and what it sent. */
export type MailCampaignRow = {
  id: string;
  actor: Actor;
  kind: CampaignKind;
  subject: string;
  frequency: Frequency | null;
  newsletterDate: string | null;
};

type Outcome = { subscriberId: string; type: CampaignMailEntryType; reason: SkipReason | null };

type BatchEvent = RecordedEventOf<typeof CampaignBatchDispatched | typeof CampaignBatchDelivered | typeof CampaignBatchFailed | typeof CampaignBatchInDoubt>;

const sent = (subscriberId: string): Outcome => ({ subscriberId, type: 'CampaignMailSent', reason: null });

/** The recipients a batch event names, each with what happened to them. A later attempt of a dispatch names nobody new. */
const outcomesOf = (event: BatchEvent): Outcome[] => {
  switch (event.type) {
    case 'CampaignBatchDispatched':
      return event.data.skipped.map(({ subscriberId, reason }) => ({ subscriberId, type: 'CampaignMailSkipped', reason }));
    case 'CampaignBatchDelivered':
      // Unreachable: dispatched, but erased before the transport was asked.
      return [
        ...event.data.subscriberIds.map(sent),
        ...event.data.unreachable.map((subscriberId): Outcome => ({ subscriberId, type: 'CampaignMailSkipped', reason: 'erased' })),
      ];
    case 'CampaignBatchFailed':
      return event.data.subscriberIds.map((subscriberId) => ({ subscriberId, type: 'CampaignMailFailed', reason: null }));
    case 'CampaignBatchInDoubt':
      return event.data.subscriberIds.map((subscriberId) => ({ subscriberId, type: 'CampaignMailInDoubt', reason: null }));
  }
};

const campaignRow = (event: RecordedEventOf<typeof CampaignStarted>): MailCampaignRow => {
  const { campaignId, kind, subject, frequency, draftId } = event.data;
  return { id: campaignId, actor: event.metadata.actor, kind, subject, frequency, newsletterDate: draftId ? draftDateOf(draftId) : null };
};

/**
 * What campaigns did to each subscriber, read by their history next to their own stream. Rows are keyed by
 * subscriber and event position, so the same event folded again writes the same rows. Rows hold no campaign
 * fields: the history reads the few campaigns a subscriber's rows name from the campaigns collection, which
 * this projection keeps in the same commits (the campaigns panel's read model does not hold who started one).
 */
export const subscriberMailProjection = defineProjection({
  name: SUBSCRIBER_MAIL_PROJECTION,
  version: 1,
  collections: [CAMPAIGN_MAIL_COLLECTION, MAIL_CAMPAIGNS_COLLECTION],
  events: [CampaignStarted, CampaignBatchDispatched, CampaignBatchDelivered, CampaignBatchFailed, CampaignBatchInDoubt],
  indexes: { [CAMPAIGN_MAIL_COLLECTION]: [[{ field: 'subscriberId' }, { field: 'position' }]] },
  // A campaign writes one row per recipient, and only the history reads them: none is kept in memory.
  writeOnly: [CAMPAIGN_MAIL_COLLECTION],
  prefetch: (event) => (event.type === 'CampaignStarted' ? [] : [{ collection: MAIL_CAMPAIGNS_COLLECTION, id: event.data.campaignId }]),
  async project(event, lookup): Promise<DocumentChange[]> {
    if (event.type === 'CampaignStarted') return [{ kind: 'put', collection: MAIL_CAMPAIGNS_COLLECTION, document: campaignRow(event) }];
    const { campaignId, batch } = event.data;
    // A batch is written only after its campaign started: a row always has a campaign to show.
    if (!(await lookup(MAIL_CAMPAIGNS_COLLECTION, campaignId))) return [];
    const { position, revision } = event;
    const { occurredAt, correlationId } = event.metadata;
    return outcomesOf(event).map(({ subscriberId, type, reason }) => ({
      kind: 'put',
      collection: CAMPAIGN_MAIL_COLLECTION,
      document: { id: `${subscriberId}.${position}`, subscriberId, type, campaignId, batch, reason, position, revision, occurredAt, correlationId } satisfies CampaignMailRow,
    }));
  },
});

import type { ReadEventOf } from '../../../core/events/event-type.js';
import { defineProjection } from '../../../core/projections/projection.js';
import type { DocumentChange } from '../../../core/read-model/read-model-store.port.js';
import type { Campaign } from '../../../contract/email-campaigns.contract.js';
import { BATCH_STREAM_EVENTS, CAMPAIGN_STREAM_EVENTS } from './campaign.events.js';

type CampaignEvent = ReadEventOf<(typeof CAMPAIGN_STREAM_EVENTS)[number]>;
type BatchEvent = ReadEventOf<(typeof BATCH_STREAM_EVENTS)[number]>;

/**
 * One campaign as the Email Campaigns panel shows it. `inFlight` are dispatched and waiting for the
 * transport's answer; `inDoubt` may or may not have gone out and wait for an operator. The progress
 * bar is (sent + failed + skipped + inDoubt) / total.
 */
export type CampaignView = Campaign;

type BatchStatus = 'in_flight' | 'delivered' | 'failed' | 'in_doubt' | 'released';
/** Per batch, what the campaign's counters last counted it as. */
type BatchView = { id: string; status: BatchStatus; size: number };

export const CAMPAIGNS_PROJECTION = 'email-campaigns';
export const CAMPAIGNS_COLLECTION = 'campaigns';
const BATCHES_COLLECTION = 'batches';

const campaignChange = (event: CampaignEvent, previous: CampaignView | null, at: string): CampaignView | null => {
  switch (event.type) {
    case 'CampaignStarted': {
      const { campaignId, kind, subject, draftId, frequency, startedAt } = event.data;
      return {
        id: campaignId,
        kind,
        subject,
        draftId,
        frequency,
        status: 'listing',
        total: null,
        batches: null,
        sent: 0,
        failed: 0,
        skipped: 0,
        inFlight: 0,
        inDoubt: 0,
        failureReason: null,
        startedAt,
        finishedAt: null,
        updatedAt: at,
      };
    }
    case 'CampaignRecipientsListed':
      return previous && { ...previous, status: 'sending', total: event.data.total, batches: event.data.batches, updatedAt: at };
    case 'CampaignCompleted':
      return previous && { ...previous, status: 'completed', finishedAt: at, updatedAt: at };
  }
};

/** Moves a batch's recipients between the counters, from what it was counted as to what it is now. */
const batchChange = (event: BatchEvent, campaign: CampaignView, batch: BatchView | null): { campaign: CampaignView; batch: BatchView | null } => {
  const counters = { ...campaign };
  const size = event.type === 'CampaignBatchDispatched' ? event.data.subscriberIds.length : (batch?.size ?? 0);
  const leave = (status: BatchStatus | undefined) => {
    if (status === 'in_flight') counters.inFlight -= size;
    if (status === 'in_doubt') counters.inDoubt -= size;
  };
  let status: BatchStatus;
  switch (event.type) {
    case 'CampaignBatchDispatched':
      // A next attempt of a batch still in flight counts nothing new; after a release it is in flight again.
      if (batch?.status === 'in_flight') return { campaign, batch: null };
      if (!batch) counters.skipped += event.data.skipped.length;
      counters.inFlight += size;
      status = 'in_flight';
      break;
    case 'CampaignBatchDelivered':
      leave(batch?.status);
      counters.sent += event.data.subscriberIds.length;
      counters.skipped += event.data.unreachable.length;
      status = 'delivered';
      break;
    case 'CampaignBatchFailed':
      leave(batch?.status);
      counters.failed += size;
      counters.failureReason = event.data.reason;
      status = 'failed';
      break;
    case 'CampaignBatchInDoubt':
      leave(batch?.status);
      counters.inDoubt += size;
      status = 'in_doubt';
      break;
    case 'CampaignBatchReleased':
      leave(batch?.status);
      status = 'released';
      break;
  }
  const id = `${event.data.campaignId}.${event.data.batch}`;
  return { campaign: counters, batch: { id, status, size } };
};

const isBatchEvent = (event: CampaignEvent | BatchEvent): event is BatchEvent => event.type.startsWith('CampaignBatch');

/** Every campaign with its live counters: what the Email Campaigns panel lists, with a progress bar. */
export const campaignsProjection = defineProjection({
  name: CAMPAIGNS_PROJECTION,
  // 2: failureReason.
  version: 2,
  collections: [CAMPAIGNS_COLLECTION, BATCHES_COLLECTION],
  events: [...CAMPAIGN_STREAM_EVENTS, ...BATCH_STREAM_EVENTS],
  async project(event, lookup): Promise<DocumentChange[]> {
    const { campaignId } = event.data;
    const at = event.metadata.occurredAt;
    const previous = (await lookup(CAMPAIGNS_COLLECTION, campaignId)) as CampaignView | null;
    if (!isBatchEvent(event)) {
      const next = campaignChange(event, previous, at);
      return next ? [{ kind: 'put', collection: CAMPAIGNS_COLLECTION, document: next }] : [];
    }
    if (!previous) return [];
    const batchId = `${campaignId}.${event.data.batch}`;
    const batch = (await lookup(BATCHES_COLLECTION, batchId)) as BatchView | null;
    const change = batchChange(event, previous, batch);
    if (!change.batch) return [];
    return [
      { kind: 'put', collection: CAMPAIGNS_COLLECTION, document: { ...change.campaign, updatedAt: at } },
      { kind: 'put', collection: BATCHES_COLLECTION, document: change.batch },
    ];
  },
});

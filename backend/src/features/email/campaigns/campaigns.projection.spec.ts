import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../../core/projections/testing/fold-projection.js';
import { CAMPAIGNS_COLLECTION, campaignsProjection } from './campaigns.projection.js';

const campaignId = 'c1';
const started: GivenEvent = {
  type: 'CampaignStarted',
  data: { campaignId, kind: 'manual', draftId: null, frequency: null, subject: 'Hello', content: 'Hi', batchSize: 2, startedAt: '2026-01-01T08:00:00.000Z' },
  occurredAt: '2026-01-01T08:00:00.000Z',
};
const listed: GivenEvent = { type: 'CampaignRecipientsListed', data: { campaignId, total: 5, batches: 3 } };
const dispatched = (batch: number, ids: string[], attempt = 1, skipped: string[] = []): GivenEvent => ({
  type: 'CampaignBatchDispatched',
  data: { campaignId, batch, attempt, subscriberIds: ids, skipped: skipped.map((subscriberId) => ({ subscriberId, reason: 'unsubscribed' })) },
});
const delivered = (batch: number, ids: string[], confirmedBy: string | null = null): GivenEvent => ({
  type: 'CampaignBatchDelivered',
  data: { campaignId, batch, subscriberIds: ids, unreachable: [], transport: 'outbox', reference: 'r', recovered: 0, confirmedBy },
});

const campaignAfter = async (...events: GivenEvent[]) => (await foldProjection(campaignsProjection, events))[CAMPAIGNS_COLLECTION]![0];

describe('campaigns projection', () => {
  it('shows a started campaign listing its recipients', async () => {
    expect(await campaignAfter(started)).toEqual({
      id: campaignId,
      kind: 'manual',
      subject: 'Hello',
      draftId: null,
      frequency: null,
      status: 'listing',
      total: null,
      batches: null,
      sent: 0,
      failed: 0,
      skipped: 0,
      inFlight: 0,
      inDoubt: 0,
      failureReason: null,
      startedAt: '2026-01-01T08:00:00.000Z',
      finishedAt: null,
      updatedAt: '2026-01-01T08:00:00.000Z',
    });
  });

  it('counts recipients in flight, sent, failed and skipped as batches move', async () => {
    const campaign = await campaignAfter(
      started,
      listed,
      dispatched(0, ['a', 'b']),
      delivered(0, ['a', 'b']),
      dispatched(1, ['c'], 1, ['x']),
      { type: 'CampaignBatchFailed', data: { campaignId, batch: 1, subscriberIds: ['c'], reason: 'rejected' } },
      dispatched(2, ['d']),
    );
    expect(campaign).toMatchObject({ status: 'sending', total: 5, batches: 3, sent: 2, failed: 1, skipped: 1, inFlight: 1, inDoubt: 0, failureReason: 'rejected' });
  });

  it('counts a batch once across attempts, in doubt, released and confirmed', async () => {
    const inDoubt: GivenEvent = { type: 'CampaignBatchInDoubt', data: { campaignId, batch: 0, subscriberIds: ['a', 'b'], detail: 'lost' } };
    expect(await campaignAfter(started, listed, dispatched(0, ['a', 'b']), dispatched(0, ['a', 'b'], 2))).toMatchObject({ inFlight: 2 });
    expect(await campaignAfter(started, listed, dispatched(0, ['a', 'b']), inDoubt)).toMatchObject({ inFlight: 0, inDoubt: 2 });
    expect(await campaignAfter(started, listed, dispatched(0, ['a', 'b']), inDoubt, delivered(0, ['a', 'b'], 'admin'))).toMatchObject({ inDoubt: 0, sent: 2 });
    expect(
      await campaignAfter(started, listed, dispatched(0, ['a', 'b']), inDoubt, { type: 'CampaignBatchReleased', data: { campaignId, batch: 0, operator: 'admin' } }, dispatched(0, ['a', 'b'], 2), delivered(0, ['a', 'b'])),
    ).toMatchObject({ inFlight: 0, inDoubt: 0, sent: 2 });
  });

  it('records when a campaign finished', async () => {
    const completed: GivenEvent = { type: 'CampaignCompleted', data: { campaignId, sent: 2, failed: 0, skipped: 0, inDoubt: 0 }, occurredAt: '2026-01-01T08:05:00.000Z' };
    expect(await campaignAfter(started, listed, dispatched(0, ['a', 'b']), delivered(0, ['a', 'b']), completed)).toMatchObject({
      status: 'completed',
      finishedAt: '2026-01-01T08:05:00.000Z',
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { CAMPAIGN_MAIL_COLLECTION, MAIL_CAMPAIGNS_COLLECTION, subscriberMailProjection } from './subscriber-mail.projection.js';

const campaignId = 'c1';
const at = '2026-01-05T08:00:00.000Z';
const newsletter: GivenEvent = {
  type: 'CampaignStarted',
  data: { campaignId, kind: 'newsletter', draftId: 'daily-2026-01-05', frequency: 'daily', subject: 'AI this week', content: 'Hi', batchSize: 2, startedAt: at },
  actor: 'scheduler',
};
const manual: GivenEvent = {
  type: 'CampaignStarted',
  data: { campaignId, kind: 'manual', draftId: null, frequency: null, subject: 'Hello', content: 'Hi', batchSize: 2, startedAt: at },
  actor: 'admin',
};
const dispatched = (batch: number, ids: string[], skipped: { subscriberId: string; reason: string }[] = [], attempt = 1): GivenEvent => ({
  type: 'CampaignBatchDispatched',
  data: { campaignId, batch, attempt, subscriberIds: ids, skipped },
});
const delivered = (batch: number, ids: string[], unreachable: string[] = []): GivenEvent => ({
  type: 'CampaignBatchDelivered',
  data: { campaignId, batch, subscriberIds: ids, unreachable, transport: 'outbox', reference: 'r', recovered: 0, confirmedBy: null },
  occurredAt: '2026-01-05T08:00:02.000Z',
});

const rowsAfter = async (...events: GivenEvent[]) => await foldProjection(subscriberMailProjection, events);

/** The rows as `subscriber: type (reason) @ position`, in id order. */
const outcomes = async (...events: GivenEvent[]) =>
  ((await rowsAfter(...events))[CAMPAIGN_MAIL_COLLECTION] ?? []).map((row) => `${row.subscriberId}: ${row.type}${row.reason ? ` (${row.reason})` : ''} @ ${row.position}`);

describe('subscriber-mail projection', () => {
  it('keeps who started a campaign and what it sent, with the newsletter date its draft names', async () => {
    expect((await rowsAfter(newsletter))[MAIL_CAMPAIGNS_COLLECTION]).toEqual([
      { id: campaignId, actor: 'scheduler', kind: 'newsletter', subject: 'AI this week', frequency: 'daily', newsletterDate: '2026-01-05' },
    ]);
    expect((await rowsAfter(manual))[MAIL_CAMPAIGNS_COLLECTION]).toEqual([
      { id: campaignId, actor: 'admin', kind: 'manual', subject: 'Hello', frequency: null, newsletterDate: null },
    ]);
  });

  it('writes one row per recipient a delivered batch names, from the batch event', async () => {
    const { [CAMPAIGN_MAIL_COLLECTION]: rows } = await rowsAfter(manual, dispatched(0, ['a', 'b']), delivered(0, ['a', 'b']));
    expect(rows).toEqual([
      { id: 'a.3', subscriberId: 'a', type: 'CampaignMailSent', campaignId, batch: 0, reason: null, position: 3, revision: 2, occurredAt: '2026-01-05T08:00:02.000Z', correlationId: 'c' },
      { id: 'b.3', subscriberId: 'b', type: 'CampaignMailSent', campaignId, batch: 0, reason: null, position: 3, revision: 2, occurredAt: '2026-01-05T08:00:02.000Z', correlationId: 'c' },
    ]);
  });

  it('records the skipped at dispatch with their reason, and those erased before the send as skipped (erased)', async () => {
    expect(await outcomes(manual, dispatched(0, ['a', 'b'], [{ subscriberId: 'x', reason: 'unsubscribed' }]), delivered(0, ['a'], ['b']))).toEqual([
      'a: CampaignMailSent @ 3',
      'b: CampaignMailSkipped (erased) @ 3',
      'x: CampaignMailSkipped (unsubscribed) @ 2',
    ]);
  });

  it('records a failed batch for each of its recipients, and nothing for a dispatch alone', async () => {
    const failed: GivenEvent = { type: 'CampaignBatchFailed', data: { campaignId, batch: 1, subscriberIds: ['c', 'd'], reason: 'rejected' } };
    expect(await outcomes(manual, dispatched(1, ['c', 'd']))).toEqual([]);
    expect(await outcomes(manual, dispatched(1, ['c', 'd']), failed)).toEqual(['c: CampaignMailFailed @ 3', 'd: CampaignMailFailed @ 3']);
  });

  it('keeps a batch in doubt in the trail, then the delivery that settled it', async () => {
    const inDoubt: GivenEvent = { type: 'CampaignBatchInDoubt', data: { campaignId, batch: 0, subscriberIds: ['a'], detail: 'lost' } };
    // (An operator's release, between the two, is not an outcome: the projection does not read it.)
    expect(await outcomes(newsletter, dispatched(0, ['a']), inDoubt, dispatched(0, ['a'], [], 2), delivered(0, ['a']))).toEqual([
      'a: CampaignMailInDoubt @ 3',
      'a: CampaignMailSent @ 5',
    ]);
  });

  it('writes no row for a batch of a campaign it never saw start', async () => {
    expect(await outcomes(dispatched(0, ['a']), delivered(0, ['a']))).toEqual([]);
  });
});

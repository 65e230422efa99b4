import { describe, expect, it } from '@jest/globals';
import { foldProjection } from '../../../core/projections/testing/fold-projection.js';
import { EMAIL_DAYS_COLLECTION, EMAIL_QUARTERS_COLLECTION, EMAIL_TOTALS_COLLECTION, emailStatsProjection, quarterOf } from './email-stats.projection.js';

describe('email stats projection', () => {
  it('counts campaign and single mails per day, sent and failed', async () => {
    const days = await foldProjection(emailStatsProjection, [
      { type: 'CampaignBatchDelivered', data: { campaignId: 'c', batch: 0, subscriberIds: ['a', 'b', 'c'], unreachable: [], transport: 'outbox', reference: 'r', recovered: 0, confirmedBy: null }, occurredAt: '2026-01-01T08:00:00.000Z' },
      { type: 'CampaignBatchFailed', data: { campaignId: 'c', batch: 1, subscriberIds: ['d'], reason: 'x' }, occurredAt: '2026-01-01T08:00:01.000Z' },
      { type: 'SubscriberEmailSent', data: { subscriberId: '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001', category: 'welcome', transport: 'outbox', reference: 'r' }, occurredAt: '2026-01-01T23:59:59.000Z' },
      { type: 'SubscriberEmailFailed', data: { subscriberId: '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001', category: 'welcome', reason: 'x' }, occurredAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(days[EMAIL_DAYS_COLLECTION]).toEqual([
      { id: '2026-01-01', sent: 4, failed: 1, campaign: 3, transactional: 1 },
      { id: '2026-01-02', sent: 0, failed: 1, campaign: 0, transactional: 0 },
    ]);
    expect(days[EMAIL_TOTALS_COLLECTION]).toEqual([{ id: 'all', sent: 4, failed: 2, campaign: 3, transactional: 1 }]);
    // The mails sent per quarter of an hour, so a day of any zone can be summed.
    expect(days[EMAIL_QUARTERS_COLLECTION]).toEqual([
      { id: '2026-01-01T08:00', sent: 3 },
      { id: '2026-01-01T23:45', sent: 1 },
    ]);
  });

  it('names the quarter of an hour an instant falls in', () => {
    expect(quarterOf(new Date('2026-11-29T18:44:59.999Z'))).toBe('2026-11-29T18:30');
    expect(quarterOf(new Date('2026-11-29T18:45:00.000Z'))).toBe('2026-11-29T18:45');
  });
});

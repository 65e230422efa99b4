import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { SUBSCRIBER_COUNTS, SUBSCRIBERS_COLLECTION, subscribersProjection } from './subscribers.projection.js';

const SUBSCRIBER = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';
const OTHER = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c002';

const event = (type: string, data: Record<string, unknown>, occurredAt: string, subscriberId = SUBSCRIBER): GivenEvent => ({
  type,
  data: { subscriberId, ...data },
  occurredAt,
});

const signup = {
  email: 'reader@example.com',
  frequency: 'weekly',
  interests: ['ai-code'],
  customInterests: 'newsletters',
  source: 'dedicated_page',
  leadMagnet: null,
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
};

/** Given these events, then the subscriber's row (or none). */
const rowAfter = async (...events: GivenEvent[]) => (await foldProjection(subscribersProjection, events))[SUBSCRIBERS_COLLECTION] ?? [];

describe('subscribers projection', () => {
  it('lists a new subscriber as active with the signup fields', async () => {
    expect(await rowAfter(event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'))).toEqual([
      {
        id: SUBSCRIBER,
        ...signup,
        status: 'active',
        subscribedAt: '2026-01-01T08:00:00.000Z',
        updatedAt: '2026-01-01T08:00:00.000Z',
        emailsSent: 0,
        suppression: null,
        linkEpoch: 1,
      },
    ]);
  });

  it('applies preference changes and counts emails sent, not failed ones', async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('SubscriberEmailSent', { category: 'lead-magnet-guide', transport: 'outbox', reference: 'x' }, '2026-01-01T08:00:01.000Z'),
      event('SubscriberEmailFailed', { category: 'weekly', reason: 'bounced' }, '2026-01-02T08:00:00.000Z'),
      event('SubscriberPreferencesChanged', { frequency: 'daily', interests: ['AI Marketing'], customInterests: null }, '2026-01-03T08:00:00.000Z'),
    );
    expect(row).toMatchObject({ frequency: 'daily', interests: ['AI Marketing'], customInterests: null, emailsSent: 1, updatedAt: '2026-01-03T08:00:00.000Z' });
  });

  it('keeps the email count and takes the new signup when someone who unsubscribed comes back', async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('SubscriberEmailSent', { category: 'weekly', transport: 'outbox', reference: 'x' }, '2026-01-05T08:00:00.000Z'),
      event('SubscriberUnsubscribed', { via: 'link' }, '2026-02-01T08:00:00.000Z'),
      event('SubscriberResubscribed', { ...signup, frequency: 'daily', source: 'website' }, '2026-03-01T08:00:00.000Z'),
    );
    expect(row).toMatchObject({ status: 'active', frequency: 'daily', source: 'website', emailsSent: 1, subscribedAt: '2026-03-01T08:00:00.000Z' });
  });

  it('keeps an erased person as a row without any personal field', async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('SubscriberErased', { requestId: null }, '2026-04-01T08:00:00.000Z'),
    );
    expect(row).toMatchObject({ status: 'erased', email: null, customInterests: null, utmSource: null, utmMedium: null, utmCampaign: null });
  });

  it('ignores changes for a subscriber it never saw', async () => {
    expect(await rowAfter(event('SubscriberPreferencesChanged', { frequency: 'daily', interests: [], customInterests: null }, '2026-01-01T08:00:00.000Z'))).toEqual([]);
  });

  describe('the counts of the list', () => {
    const countsAfter = async (...events: GivenEvent[]) => (await foldProjection(subscribersProjection, events))[SUBSCRIBER_COUNTS] ?? [];

    it('counts each new subscriber in all and in active', async () => {
      expect(
        await countsAfter(
          event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
          event('SubscriberSubscribed', { ...signup, email: 'other@example.com' }, '2026-01-01T09:00:00.000Z', OTHER),
        ),
      ).toEqual([
        { id: 'all', count: 2 },
        { id: 'status:active', count: 2 },
      ]);
    });

    it('moves a subscriber between statuses without counting them twice, and drops a status nobody has', async () => {
      const counts = await countsAfter(
        event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
        event('SubscriberSubscribed', { ...signup, email: 'other@example.com' }, '2026-01-01T09:00:00.000Z', OTHER),
        event('SubscriberPreferencesChanged', { frequency: 'daily', interests: [], customInterests: null }, '2026-01-02T08:00:00.000Z'),
        event('SubscriberEmailSent', { category: 'weekly', transport: 'outbox', reference: 'x' }, '2026-01-03T08:00:00.000Z'),
        event('SubscriberUnsubscribed', { via: 'link' }, '2026-02-01T08:00:00.000Z'),
        event('SubscriberResubscribed', signup, '2026-03-01T08:00:00.000Z'),
        event('SubscriberUnsubscribed', { via: 'link' }, '2026-03-02T08:00:00.000Z', OTHER),
        event('SubscriberErased', { requestId: null }, '2026-04-01T08:00:00.000Z', OTHER),
      );
      expect(counts).toEqual([
        { id: 'all', count: 2 },
        { id: 'status:active', count: 1 },
        { id: 'status:erased', count: 1 },
      ]);
    });

    it('counts nothing for events about a subscriber it never saw', async () => {
      expect(await countsAfter(event('SubscriberUnsubscribed', { via: 'link' }, '2026-01-01T08:00:00.000Z'))).toEqual([]);
    });
  });

  it('shows a double opt-in subscriber as pending until they confirm', async () => {
    const subscribed = event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z');
    const awaiting = event('SubscriberAwaitingConfirmation', {}, '2026-01-01T08:00:00.000Z');
    expect((await rowAfter(subscribed, awaiting))[0]).toMatchObject({ status: 'pending' });
    expect((await rowAfter(subscribed, awaiting, event('SubscriberConfirmed', {}, '2026-01-01T09:00:00.000Z')))[0]).toMatchObject({
      status: 'active',
      updatedAt: '2026-01-01T09:00:00.000Z',
    });
  });

  it('shows the suppression reasons the mail provider reported, and since when', async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('AddressSuppressed', { reason: 'bounce', providerEventId: 'sg-1', reportedAt: '2026-01-02T08:00:00.000Z' }, '2026-01-02T08:00:05.000Z'),
      event('AddressSuppressed', { reason: 'spamreport', providerEventId: 'sg-2', reportedAt: '2026-01-03T08:00:00.000Z' }, '2026-01-03T08:00:05.000Z'),
    );
    expect(row).toMatchObject({ status: 'active', suppression: { reasons: ['bounce', 'spamreport'], since: '2026-01-02T08:00:00.000Z' } });
  });

  it('keeps a suppression across a resubscribe', async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('AddressSuppressed', { reason: 'bounce', providerEventId: null, reportedAt: '2026-01-02T08:00:00.000Z' }, '2026-01-02T08:00:00.000Z'),
      event('SubscriberUnsubscribed', { via: 'link' }, '2026-01-03T08:00:00.000Z'),
      event('SubscriberResubscribed', signup, '2026-01-04T08:00:00.000Z'),
    );
    expect(row).toMatchObject({ status: 'active', suppression: { reasons: ['bounce'] } });
  });

  it('counts each newsletter a campaign delivered to the subscriber', async () => {
    const delivered = (batch: number): GivenEvent => ({
      type: 'CampaignBatchDelivered',
      data: { campaignId: 'c1', batch, subscriberIds: [SUBSCRIBER, 'someone-else'], unreachable: [], transport: 'outbox', reference: 'r', recovered: 0, confirmedBy: null },
    });
    const [row] = await rowAfter(event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'), delivered(0), delivered(1));
    expect(row).toMatchObject({ emailsSent: 2 });
  });

  it("counts the subscription's link epoch as the decider does: one more for each return", async () => {
    const [row] = await rowAfter(
      event('SubscriberSubscribed', signup, '2026-01-01T08:00:00.000Z'),
      event('SubscriberUnsubscribed', { via: 'link' }, '2026-01-02T08:00:00.000Z'),
      event('SubscriberResubscribed', signup, '2026-01-03T08:00:00.000Z'),
      event('SubscriberUnsubscribed', { via: 'link' }, '2026-01-04T08:00:00.000Z'),
      event('SubscriberResubscribed', signup, '2026-01-05T08:00:00.000Z'),
    );
    expect(row).toMatchObject({ status: 'active', linkEpoch: 3 });
  });
});

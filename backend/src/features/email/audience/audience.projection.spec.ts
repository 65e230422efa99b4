import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../../core/projections/testing/fold-projection.js';
import { audienceProjection, INTEREST_COUNTS_COLLECTION } from './audience.projection.js';

const ADA = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';
const BOB = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c002';

const signup = (subscriberId: string, frequency: string, interests: string[]): GivenEvent => ({
  type: 'SubscriberSubscribed',
  data: { subscriberId, email: `${subscriberId}@example.com`, frequency, interests, customInterests: null, source: 'website', leadMagnet: null, utmSource: null, utmMedium: null, utmCampaign: null },
});
const on = (type: string, subscriberId: string, data: Record<string, unknown> = {}): GivenEvent => ({ type, data: { subscriberId, ...data } });

const audienceAfter = async (...events: GivenEvent[]) => {
  const collections = await foldProjection(audienceProjection, events);
  const ids = (name: string) => (collections[name] ?? []).map((document) => document.id);
  const counts = Object.fromEntries((collections[INTEREST_COUNTS_COLLECTION] ?? []).map((document) => [document.id, document.counts]));
  return { daily: ids('daily'), weekly: ids('weekly'), majorUpdates: ids('major_updates'), counts };
};

describe('email audience projection', () => {
  it('lists each active subscriber under their frequency, with the interests they name', async () => {
    expect(await audienceAfter(signup(ADA, 'daily', ['finance', 'business']), signup(BOB, 'daily', ['finance']))).toEqual({
      daily: [ADA, BOB],
      weekly: [],
      majorUpdates: [],
      counts: { daily: { finance: 2, business: 1 } },
    });
  });

  it('moves a subscriber who changes frequency, and their interests with them', async () => {
    const audience = await audienceAfter(
      signup(ADA, 'daily', ['finance']),
      on('SubscriberPreferencesChanged', ADA, { frequency: 'weekly', interests: ['content'], customInterests: null }),
    );
    expect(audience).toEqual({ daily: [], weekly: [ADA], majorUpdates: [], counts: { daily: {}, weekly: { content: 1 } } });
  });

  it('recounts interests changed within one frequency', async () => {
    const audience = await audienceAfter(
      signup(ADA, 'weekly', ['finance', 'business']),
      on('SubscriberPreferencesChanged', ADA, { frequency: 'weekly', interests: ['business', 'content'], customInterests: null }),
    );
    expect(audience.counts).toEqual({ weekly: { business: 1, content: 1 } });
  });

  it('leaves out the unconfirmed until they confirm', async () => {
    const subscribed = signup(ADA, 'daily', ['finance']);
    expect((await audienceAfter(subscribed, on('SubscriberAwaitingConfirmation', ADA))).daily).toEqual([]);
    expect((await audienceAfter(subscribed, on('SubscriberAwaitingConfirmation', ADA), on('SubscriberConfirmed', ADA))).daily).toEqual([ADA]);
  });

  it('drops the unsubscribed, the erased and the suppressed', async () => {
    for (const leaving of [on('SubscriberUnsubscribed', ADA, { via: 'link' }), on('SubscriberErased', ADA, { requestId: null }), on('AddressSuppressed', ADA, { reason: 'bounce', providerEventId: null, reportedAt: 'x' })]) {
      expect(await audienceAfter(signup(ADA, 'daily', ['finance']), leaving)).toEqual({ daily: [], weekly: [], majorUpdates: [], counts: { daily: {} } });
    }
  });

  it('keeps an address suppressed before it ever subscribed out of every list', async () => {
    const audience = await audienceAfter(on('AddressSuppressed', ADA, { reason: 'spamreport', providerEventId: 'e1', reportedAt: 'x' }), signup(ADA, 'weekly', ['finance']));
    expect(audience.weekly).toEqual([]);
  });

  it('takes a returning subscriber back with their new preferences', async () => {
    const audience = await audienceAfter(signup(ADA, 'daily', ['finance']), on('SubscriberUnsubscribed', ADA, { via: 'link' }), {
      ...signup(ADA, 'major_updates', ['content']),
      type: 'SubscriberResubscribed',
    });
    expect(audience).toEqual({ daily: [], weekly: [], majorUpdates: [ADA], counts: { daily: {}, major_updates: { content: 1 } } });
  });
});

import { describe, expect, it } from '@jest/globals';
import { foldEvents } from '../../core/commands/decider.js';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { ALREADY_SUBSCRIBED_MESSAGE } from '../../contract/subscribers.vocabulary.js';
import { type Signup, SUBSCRIBER_NOT_FOUND, statusOf, subscriberDecider } from './subscriber.decider.js';
import type { SubscriberEvent } from './subscriber.events.js';

const subscriberId = '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10';
const signup: Signup = {
  email: 'ada@example.com',
  frequency: 'weekly',
  interests: ['business'],
  customInterests: null,
  source: 'website',
  leadMagnet: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};
const subscribed: SubscriberEvent = { type: 'SubscriberSubscribed', data: { subscriberId, ...signup } };
const unsubscribed: SubscriberEvent = { type: 'SubscriberUnsubscribed', data: { subscriberId, via: 'link' } };
const erased: SubscriberEvent = { type: 'SubscriberErased', data: { subscriberId, requestId: null } };
const spec = deciderSpec(subscriberDecider);

describe('subscriber decider', () => {
  it('subscribes a new address', () => {
    spec.given([]).when({ type: 'Subscribe', subscriberId, signup }).then([subscribed]);
  });

  it('rejects a second subscription while active', () => {
    spec.given([subscribed]).when({ type: 'Subscribe', subscriberId, signup }).thenThrows(ALREADY_SUBSCRIBED_MESSAGE);
  });

  it('resubscribes an address that unsubscribed, with the new preferences', () => {
    const again = { ...signup, frequency: 'daily' as const };
    spec
      .given([subscribed, unsubscribed])
      .when({ type: 'Subscribe', subscriberId, signup: again })
      .then([{ type: 'SubscriberResubscribed', data: { subscriberId, ...again } }]);
  });

  it('imports a new address as a signup', () => {
    spec.given([]).when({ type: 'Import', subscriberId, signup }).then([subscribed]);
  });

  it('imports nothing for an address already subscribed, one that unsubscribed, or an erased one', () => {
    for (const history of [[subscribed], [subscribed, unsubscribed], [subscribed, erased]]) {
      spec.given(history).when({ type: 'Import', subscriberId, signup }).then([]);
    }
  });

  it('changes the preferences of an active subscriber', () => {
    const preferences = { frequency: 'major_updates' as const, interests: ['AI Marketing'], customInterests: 'agents' };
    spec
      .given([subscribed])
      .when({ type: 'ChangePreferences', subscriberId, preferences })
      .then([{ type: 'SubscriberPreferencesChanged', data: { subscriberId, ...preferences } }]);
  });

  it('refuses preferences for an unknown subscriber', () => {
    const preferences = { frequency: 'daily' as const, interests: ['x'], customInterests: null };
    spec.given([]).when({ type: 'ChangePreferences', subscriberId, preferences }).thenThrows(SUBSCRIBER_NOT_FOUND);
  });

  it('refuses preferences once unsubscribed', () => {
    const preferences = { frequency: 'daily' as const, interests: ['x'], customInterests: null };
    spec.given([subscribed, unsubscribed]).when({ type: 'ChangePreferences', subscriberId, preferences }).thenThrows(/unsubscribed/);
  });

  it('unsubscribes an active subscriber once; a repeat decides nothing', () => {
    spec.given([subscribed]).when({ type: 'Unsubscribe', subscriberId, via: 'link' }).then([unsubscribed]);
    spec.given([subscribed, unsubscribed]).when({ type: 'Unsubscribe', subscriberId, via: 'link' }).then([]);
  });

  it('refuses to unsubscribe an unknown subscriber', () => {
    spec.given([]).when({ type: 'Unsubscribe', subscriberId, via: 'link' }).thenThrows(SUBSCRIBER_NOT_FOUND);
  });

  it('erases a subscriber once, whatever its status', () => {
    spec.given([subscribed, unsubscribed]).when({ type: 'Erase', subscriberId, requestId: null }).then([erased]);
    spec.given([subscribed, erased]).when({ type: 'Erase', subscriberId, requestId: null }).then([]);
    spec.given([]).when({ type: 'Erase', subscriberId, requestId: null }).then([]);
  });

  it('refuses to subscribe an erased subscriber id', () => {
    spec.given([subscribed, erased]).when({ type: 'Subscribe', subscriberId, signup }).thenThrows(/erased/);
  });

  it('numbers the subscriptions for their links: each resubscribe starts a new link epoch, erasure leaves none', () => {
    const resubscribed: SubscriberEvent = { type: 'SubscriberResubscribed', data: { subscriberId, ...signup } };
    expect(foldEvents(subscriberDecider, [subscribed])).toMatchObject({ status: 'active', linkEpoch: 1 });
    expect(foldEvents(subscriberDecider, [subscribed, unsubscribed])).toMatchObject({ status: 'unsubscribed', linkEpoch: 1 });
    expect(foldEvents(subscriberDecider, [subscribed, unsubscribed, resubscribed])).toMatchObject({ status: 'active', linkEpoch: 2 });
    expect(foldEvents(subscriberDecider, [subscribed, unsubscribed, resubscribed, erased])).toEqual({ status: 'erased' });
  });

  it('records a sent email', () => {
    spec
      .given([subscribed])
      .when({ type: 'RecordEmailSent', subscriberId, category: 'lead-magnet-guide', transport: 'outbox', reference: 'a.eml' })
      .then([{ type: 'SubscriberEmailSent', data: { subscriberId, category: 'lead-magnet-guide', transport: 'outbox', reference: 'a.eml' } }]);
  });

  describe('double opt-in', () => {
    const awaiting: SubscriberEvent = { type: 'SubscriberAwaitingConfirmation', data: { subscriberId } };
    const confirmed: SubscriberEvent = { type: 'SubscriberConfirmed', data: { subscriberId } };

    it('subscribes awaiting confirmation when confirmation is required', () => {
      spec.given([]).when({ type: 'Subscribe', subscriberId, signup, requireConfirmation: true }).then([subscribed, awaiting]);
    });

    it('asks a returning subscriber to confirm again', () => {
      spec
        .given([subscribed, unsubscribed])
        .when({ type: 'Subscribe', subscriberId, signup, requireConfirmation: true })
        .then([{ type: 'SubscriberResubscribed', data: { subscriberId, ...signup } }, awaiting]);
    });

    it('confirms once; a repeat, or a subscriber who never had to confirm, decides nothing', () => {
      spec.given([subscribed, awaiting]).when({ type: 'Confirm', subscriberId }).then([confirmed]);
      spec.given([subscribed, awaiting, confirmed]).when({ type: 'Confirm', subscriberId }).then([]);
      spec.given([subscribed]).when({ type: 'Confirm', subscriberId }).then([]);
    });

    it('keeps the subscriber unconfirmed across a change of preferences', () => {
      const preferences = { frequency: 'daily' as const, interests: [], customInterests: null };
      spec
        .given([subscribed, awaiting, { type: 'SubscriberPreferencesChanged', data: { subscriberId, ...preferences } }])
        .when({ type: 'Confirm', subscriberId })
        .then([confirmed]);
    });

    it('refuses to confirm a subscription that no longer exists', () => {
      spec.given([subscribed, awaiting, unsubscribed]).when({ type: 'Confirm', subscriberId }).thenThrows(SUBSCRIBER_NOT_FOUND);
    });

    it('unsubscribes a pending subscriber (by the admin or by a link) without a confirmation first', () => {
      spec
        .given([subscribed, awaiting])
        .when({ type: 'Unsubscribe', subscriberId, via: 'admin' })
        .then([{ type: 'SubscriberUnsubscribed', data: { subscriberId, via: 'admin' } }]);
      spec.given([subscribed, awaiting]).when({ type: 'Unsubscribe', subscriberId, via: 'link' }).then([unsubscribed]);
    });

    it('erases a pending subscriber', () => {
      spec.given([subscribed, awaiting]).when({ type: 'Erase', subscriberId, requestId: null }).then([erased]);
    });

    it('lets a pending subscriber change preferences', () => {
      const preferences = { frequency: 'daily' as const, interests: [], customInterests: null };
      spec
        .given([subscribed, awaiting])
        .when({ type: 'ChangePreferences', subscriberId, preferences })
        .then([{ type: 'SubscriberPreferencesChanged', data: { subscriberId, ...preferences } }]);
    });
  });

  describe('the status the list shows, to which the contract rules apply', () => {
    const awaiting: SubscriberEvent = { type: 'SubscriberAwaitingConfirmation', data: { subscriberId } };
    const statusAfter = (events: SubscriberEvent[]) => statusOf(foldEvents(subscriberDecider, events));

    it('is null before any signup, pending while unconfirmed, then active, unsubscribed or erased', () => {
      expect(statusAfter([])).toBeNull();
      expect(statusAfter([subscribed, awaiting])).toBe('pending');
      expect(statusAfter([subscribed, awaiting, { type: 'SubscriberConfirmed', data: { subscriberId } }])).toBe('active');
      expect(statusAfter([subscribed])).toBe('active');
      expect(statusAfter([subscribed, unsubscribed])).toBe('unsubscribed');
      expect(statusAfter([subscribed, erased])).toBe('erased');
    });
  });
});

import { describe, expect, it } from '@jest/globals';
import { canErase, canUnsubscribe, isSubscribed, SUBSCRIBER_STATUSES, type SubscriberStatus } from './subscribers.vocabulary.js';

const rules = (status: SubscriberStatus) => ({ subscribed: isSubscribed(status), unsubscribe: canUnsubscribe(status), erase: canErase(status) });

describe('what each subscriber status allows', () => {
  it.each<[SubscriberStatus, ReturnType<typeof rules>]>([
    ['active', { subscribed: true, unsubscribe: true, erase: true }],
    ['pending', { subscribed: true, unsubscribe: true, erase: true }],
    ['unsubscribed', { subscribed: false, unsubscribe: false, erase: true }],
    ['erased', { subscribed: false, unsubscribe: false, erase: false }],
  ])('%s', (status, expected) => {
    expect(rules(status)).toEqual(expected);
  });

  it('has a rule for every status there is', () => {
    expect([...SUBSCRIBER_STATUSES].sort()).toEqual(['active', 'erased', 'pending', 'unsubscribed']);
  });
});

import { describe, it } from '@jest/globals';
import { deciderSpec } from '../../core/commands/decider-spec.js';
import { suppressionDecider } from './suppression.decider.js';
import type { SuppressionEvent } from './suppression.events.js';

const subscriberId = '4a1f3c55-8d0e-4c3a-9a53-2b8e1d7c6f10';
const spec = deciderSpec(suppressionDecider);
const reportedAt = '2025-06-03T08:01:00.000Z';
const bounced: SuppressionEvent = { type: 'AddressSuppressed', data: { subscriberId, reason: 'bounce', providerEventId: 'sg-1', reportedAt } };

describe('suppression decider', () => {
  it('suppresses an address for the reason the provider gave', () =>
    spec.given([]).when({ type: 'Suppress', subscriberId, reason: 'bounce', providerEventId: 'sg-1', reportedAt }).then([bounced]));

  it('records a reason once, and a re-delivered provider event not at all', () => {
    spec.given([bounced]).when({ type: 'Suppress', subscriberId, reason: 'bounce', providerEventId: 'sg-2', reportedAt }).then([]);
    spec.given([bounced]).when({ type: 'Suppress', subscriberId, reason: 'spamreport', providerEventId: 'sg-1', reportedAt }).then([]);
  });

  it('adds a complaint after a bounce', () =>
    spec
      .given([bounced])
      .when({ type: 'Suppress', subscriberId, reason: 'spamreport', providerEventId: 'sg-3', reportedAt })
      .then([{ type: 'AddressSuppressed', data: { subscriberId, reason: 'spamreport', providerEventId: 'sg-3', reportedAt } }]));
});

import type { ReadEventOf } from '../../../core/events/event-type.js';
import { defineProjection } from '../../../core/projections/projection.js';
import type { DocumentChange } from '../../../core/read-model/read-model-store.port.js';
import { FREQUENCIES, type Frequency, type SubscriberStatus } from '../../../contract/subscribers.vocabulary.js';
import { SUBSCRIBER_EVENT_TYPES } from '../../subscribers/subscriber.events.js';
import { AddressSuppressed } from '../../subscribers/suppression.events.js';
import { whyNotEligible } from './eligibility.js';

const AUDIENCE_EVENTS = [...SUBSCRIBER_EVENT_TYPES, AddressSuppressed] as const;
type AudienceEvent = ReadEventOf<(typeof AUDIENCE_EVENTS)[number]>;

/** What the audience needs to know of a person; no address (the sender reads it from the subscriber list). */
export type AudienceMember = {
  id: string;
  frequency: Frequency;
  interests: string[];
  /** `none`: known only through a suppression, never subscribed. */
  status: SubscriberStatus | 'none';
  suppressed: boolean;
};

/** How many eligible subscribers of one frequency name each interest. */
export type InterestCounts = { id: Frequency; counts: Record<string, number> };

export const AUDIENCE_PROJECTION = 'email-audience';
export const MEMBERS_COLLECTION = 'members';
export const INTEREST_COUNTS_COLLECTION = 'interest-counts';

const eligibleFrequency = (member: AudienceMember | null): Frequency | null => {
  if (!member || member.status === 'none') return null;
  return whyNotEligible({ status: member.status, suppressed: member.suppressed }) === null ? member.frequency : null;
};

const next = (event: AudienceEvent, previous: AudienceMember | null): AudienceMember | null => {
  switch (event.type) {
    case 'SubscriberSubscribed':
    case 'SubscriberResubscribed': {
      const { subscriberId: id, frequency, interests } = event.data;
      return { id, frequency, interests, status: 'active', suppressed: previous?.suppressed ?? false };
    }
    case 'AddressSuppressed':
      // Remembered even before any subscription: a later signup of a bounced address stays unreachable.
      return previous ? { ...previous, suppressed: true } : { id: event.data.subscriberId, frequency: 'weekly', interests: [], status: 'none', suppressed: true };
  }
  if (!previous) return null;
  switch (event.type) {
    case 'SubscriberPreferencesChanged':
      return { ...previous, frequency: event.data.frequency, interests: event.data.interests };
    case 'SubscriberAwaitingConfirmation':
      return previous.status === 'active' ? { ...previous, status: 'pending' } : previous;
    case 'SubscriberConfirmed':
      return previous.status === 'pending' ? { ...previous, status: 'active' } : previous;
    case 'SubscriberUnsubscribed':
      return { ...previous, status: 'unsubscribed' };
    case 'SubscriberErased':
      return { ...previous, status: 'erased', interests: [] };
    default:
      return previous;
  }
};

const bump = (counts: Record<string, number>, interests: readonly string[], delta: 1 | -1) => {
  for (const interest of interests) {
    const value = (counts[interest] ?? 0) + delta;
    if (value > 0) counts[interest] = value;
    else delete counts[interest];
  }
};

/**
 * Who can be written to, per frequency: one collection per frequency holding the ids of its eligible
 * subscribers (counted in one query, listed in id order for a campaign), and the interests they name.
 */
export const audienceProjection = defineProjection({
  name: AUDIENCE_PROJECTION,
  version: 1,
  collections: [MEMBERS_COLLECTION, INTEREST_COUNTS_COLLECTION, ...FREQUENCIES],
  events: AUDIENCE_EVENTS,
  prefetch: (event) => [{ collection: MEMBERS_COLLECTION, id: event.data.subscriberId }],
  async project(event, lookup) {
    const id = event.data.subscriberId;
    const previous = (await lookup(MEMBERS_COLLECTION, id)) as AudienceMember | null;
    const member = next(event, previous);
    if (member === previous || member === null) return [];
    const changes: DocumentChange[] = [{ kind: 'put', collection: MEMBERS_COLLECTION, document: member }];
    const before = eligibleFrequency(previous);
    const after = eligibleFrequency(member);
    const sameInterests = previous !== null && previous.interests.join('\n') === member.interests.join('\n');
    if (before === after && (before === null || sameInterests)) return changes;
    if (before !== after) {
      if (before !== null) changes.push({ kind: 'delete', collection: before, id });
      if (after !== null) changes.push({ kind: 'put', collection: after, document: { id } });
    }
    // Counts of both frequencies read once and written once, so a move within one frequency nets out.
    const counts = new Map<Frequency, Record<string, number>>();
    const countsOf = async (frequency: Frequency) =>
      counts.get(frequency) ?? counts.set(frequency, { ...(((await lookup(INTEREST_COUNTS_COLLECTION, frequency)) as InterestCounts | null)?.counts ?? {}) }).get(frequency)!;
    if (before !== null) bump(await countsOf(before), previous!.interests, -1);
    if (after !== null) bump(await countsOf(after), member.interests, 1);
    for (const [frequency, document] of counts) changes.push({ kind: 'put', collection: INTEREST_COUNTS_COLLECTION, document: { id: frequency, counts: document } });
    return changes;
  },
});

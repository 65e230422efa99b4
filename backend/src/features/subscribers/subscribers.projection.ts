import type { RecordedEventOf } from '../../core/events/event-type.js';
import { type DocumentLookup, defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import type { Frequency, LeadMagnet, SubscriberStatus } from '../../contract/subscribers.vocabulary.js';
import { CampaignBatchDelivered } from '../email/campaigns/campaign.events.js';
import { SUBSCRIBER_EVENT_TYPES, type SubscriberResubscribed, type SubscriberSubscribed } from './subscriber.events.js';
import { AddressSuppressed, type SuppressionReason } from './suppression.events.js';

/** The mail provider reported the address (bounce, dropped, spam report): no send reaches it. */
export type Suppression = { reasons: SuppressionReason[]; since: string };

export type SubscriberView = {
  id: string;
  email: string | null;
  frequency: Frequency;
  interests: string[];
  customInterests: string | null;
  source: string;
  leadMagnet: LeadMagnet | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: SubscriberStatus;
  subscribedAt: string;
  updatedAt: string;
  emailsSent: number;
  suppression: Suppression | null;
  /**
   * The epoch of the current subscription, as the decider counts it (1, then one more per resubscribe):
   * what a campaign signs each recipient's links with, without reading every stream.
   */
  linkEpoch: number;
};

export const SUBSCRIBERS_PROJECTION = 'subscribers';
export const SUBSCRIBERS_COLLECTION = 'subscribers';
/** Rows per status, and in all: the totals of the admin's list, kept by the same commit as the rows they count. */
export const SUBSCRIBER_COUNTS = 'counts';

/** How many rows of the list have this status (or any status: `all`). */
export type SubscriberCount = { id: string; count: number };

export const subscriberCountId = (status: SubscriberStatus | undefined): string => (status ? `status:${status}` : 'all');

/**
 * The row and the counts it moves: a new row counts in `all` and its status, a row whose status changes
 * moves from the old status's count to the new one's. Counts never go below zero, and one at zero is removed.
 */
const put = async (document: SubscriberView, previous: SubscriberView | null, lookup: DocumentLookup): Promise<DocumentChange[]> => {
  const changes: DocumentChange[] = [{ kind: 'put', collection: SUBSCRIBERS_COLLECTION, document }];
  const deltas: [string, number][] = [];
  if (!previous) deltas.push([subscriberCountId(undefined), 1], [subscriberCountId(document.status), 1]);
  else if (previous.status !== document.status) deltas.push([subscriberCountId(previous.status), -1], [subscriberCountId(document.status), 1]);
  for (const [id, delta] of deltas) {
    const count = (((await lookup(SUBSCRIBER_COUNTS, id)) as SubscriberCount | null)?.count ?? 0) + delta;
    changes.push(count > 0 ? { kind: 'put', collection: SUBSCRIBER_COUNTS, document: { id, count } } : { kind: 'delete', collection: SUBSCRIBER_COUNTS, id });
  }
  return changes;
};

const signupView = (event: RecordedEventOf<typeof SubscriberSubscribed | typeof SubscriberResubscribed>, previous: SubscriberView | null): SubscriberView => {
  // Field by field: a rest pattern (`{ subscriberId, ...fields }`) costs several times more, once per subscriber of an import.
  const { data } = event;
  return {
    id: data.subscriberId,
    email: data.email,
    frequency: data.frequency,
    interests: data.interests,
    customInterests: data.customInterests,
    source: data.source,
    leadMagnet: data.leadMagnet,
    utmSource: data.utmSource,
    utmMedium: data.utmMedium,
    utmCampaign: data.utmCampaign,
    status: 'active',
    subscribedAt: event.metadata.occurredAt,
    updatedAt: event.metadata.occurredAt,
    emailsSent: previous?.emailsSent ?? 0,
    suppression: previous?.suppression ?? null,
    linkEpoch: (previous && previous.status !== 'erased' ? (previous.linkEpoch ?? 0) : 0) + 1,
  };
};

/** The subscriber list the admin and the preferences screen read. Erased people keep a row with no personal data. */
export const subscribersProjection = defineProjection({
  name: SUBSCRIBERS_PROJECTION,
  // 2: the counts per status, and the suppressions, pending confirmations and newsletters counted; 3: both together (a new version rebuilds the read model at boot).
  version: 3,
  collections: [SUBSCRIBERS_COLLECTION, SUBSCRIBER_COUNTS],
  events: [...SUBSCRIBER_EVENT_TYPES, AddressSuppressed, CampaignBatchDelivered],
  // The admin's pages (their totals come from the counts, a search's from the email index): newest first, or a search by the start of the (lower-cased) address in address order; each with or without a status.
  indexes: {
    [SUBSCRIBERS_COLLECTION]: [
      [{ field: 'subscribedAt', direction: 'desc' }],
      [{ field: 'status' }, { field: 'subscribedAt', direction: 'desc' }],
      [{ field: 'email' }],
      [{ field: 'status' }, { field: 'email' }],
    ],
  },
  // The row each subscriber event folds into (a newsletter batch names its rows itself).
  prefetch: (event) => (event.type === 'CampaignBatchDelivered' ? [] : [{ collection: SUBSCRIBERS_COLLECTION, id: event.data.subscriberId }]),
  async project(event, lookup) {
    if (event.type === 'CampaignBatchDelivered') return countNewsletters(event.data.subscriberIds, lookup);
    const id = event.data.subscriberId;
    const previous = (await lookup(SUBSCRIBERS_COLLECTION, id)) as SubscriberView | null;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'SubscriberSubscribed':
      case 'SubscriberResubscribed':
        return put(signupView(event, previous), previous, lookup);
      case 'SubscriberPreferencesChanged': {
        if (!previous) return [];
        const { frequency, interests, customInterests } = event.data;
        return put({ ...previous, frequency, interests, customInterests, updatedAt: at }, previous, lookup);
      }
      case 'SubscriberUnsubscribed':
        return previous ? put({ ...previous, status: 'unsubscribed', updatedAt: at }, previous, lookup) : [];
      case 'SubscriberErased':
        return previous
          ? put({ ...previous, email: null, customInterests: null, utmSource: null, utmMedium: null, utmCampaign: null, status: 'erased', updatedAt: at }, previous, lookup)
          : [];
      case 'SubscriberEmailSent':
        return previous ? put({ ...previous, emailsSent: previous.emailsSent + 1 }, previous, lookup) : [];
      case 'SubscriberEmailFailed':
        return [];
      case 'SubscriberAwaitingConfirmation':
        return previous?.status === 'active' ? put({ ...previous, status: 'pending', updatedAt: at }, previous, lookup) : [];
      case 'SubscriberConfirmed':
        return previous?.status === 'pending' ? put({ ...previous, status: 'active', updatedAt: at }, previous, lookup) : [];
      case 'AddressSuppressed': {
        // Only people with a subscription have a row; a suppressed stranger is known to the sender's checks alone.
        if (!previous) return [];
        const { reason, reportedAt } = event.data;
        const reasons = previous.suppression ? [...previous.suppression.reasons, reason] : [reason];
        return put({ ...previous, suppression: { reasons, since: previous.suppression?.since ?? reportedAt }, updatedAt: at }, previous, lookup);
      }
    }
  },
});

/** Every newsletter a campaign delivered counts in each recipient's emails sent. */
const countNewsletters = async (subscriberIds: readonly string[], lookup: DocumentLookup): Promise<DocumentChange[]> => {
  const changes: DocumentChange[] = [];
  for (const subscriberId of subscriberIds) {
    const previous = (await lookup(SUBSCRIBERS_COLLECTION, subscriberId)) as SubscriberView | null;
    if (previous) changes.push(...(await put({ ...previous, emailsSent: previous.emailsSent + 1 }, previous, lookup)));
  }
  return changes;
};

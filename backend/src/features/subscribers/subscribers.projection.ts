import type { RecordedEventOf } from '../../core/events/event-type.js';
import { type DocumentLookup, defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import type { Frequency, LeadMagnet, SubscriberStatus } from '../../contract/subscribers.vocabulary.js';
import { CampaignBatchDelivered } from '../email/campaigns/campaign.events.js';
import { SUBSCRIBER_EVENT_TYPES, type SubscriberResubscribed, type SubscriberSubscribed } from './subscriber.events.js';
import { AddressSuppressed, type SuppressionReason } from './suppression.events.js';

/** Has a subscription (confirmed or not): may manage it, unsubscribe, ask for links. */
export const isSubscribed = (subscriber: Pick<SubscriberView, 'status'>): boolean => subscriber.status === 'active' || subscriber.status === 'pending';

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

const put = (document: SubscriberView): DocumentChange[] => [{ kind: 'put', collection: SUBSCRIBERS_COLLECTION, document }];

const signupView = (event: RecordedEventOf<typeof SubscriberSubscribed | typeof SubscriberResubscribed>, previous: SubscriberView | null): SubscriberView => {
  const { subscriberId, ...fields } = event.data;
  return {
    ...fields,
    id: subscriberId,
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
  version: 2,
  collections: [SUBSCRIBERS_COLLECTION],
  events: [...SUBSCRIBER_EVENT_TYPES, AddressSuppressed, CampaignBatchDelivered],
  // The admin's pages and their totals: newest first, or a search by the start of the (lower-cased) address in address order; each with or without a status.
  indexes: {
    [SUBSCRIBERS_COLLECTION]: [
      [{ field: 'subscribedAt', direction: 'desc' }],
      [{ field: 'status' }, { field: 'subscribedAt', direction: 'desc' }],
      [{ field: 'email' }],
      [{ field: 'status' }, { field: 'email' }],
    ],
  },
  async project(event, lookup) {
    if (event.type === 'CampaignBatchDelivered') return countNewsletters(event.data.subscriberIds, lookup);
    const id = event.data.subscriberId;
    const previous = (await lookup(SUBSCRIBERS_COLLECTION, id)) as SubscriberView | null;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'SubscriberSubscribed':
      case 'SubscriberResubscribed':
        return put(signupView(event, previous));
      case 'SubscriberPreferencesChanged': {
        if (!previous) return [];
        const { frequency, interests, customInterests } = event.data;
        return put({ ...previous, frequency, interests, customInterests, updatedAt: at });
      }
      case 'SubscriberUnsubscribed':
        return previous ? put({ ...previous, status: 'unsubscribed', updatedAt: at }) : [];
      case 'SubscriberErased':
        return previous
          ? put({ ...previous, email: null, customInterests: null, utmSource: null, utmMedium: null, utmCampaign: null, status: 'erased', updatedAt: at })
          : [];
      case 'SubscriberEmailSent':
        return previous ? put({ ...previous, emailsSent: previous.emailsSent + 1 }) : [];
      case 'SubscriberEmailFailed':
        return [];
      case 'SubscriberAwaitingConfirmation':
        return previous?.status === 'active' ? put({ ...previous, status: 'pending', updatedAt: at }) : [];
      case 'SubscriberConfirmed':
        return previous?.status === 'pending' ? put({ ...previous, status: 'active', updatedAt: at }) : [];
      case 'AddressSuppressed': {
        // Only people with a subscription have a row; a suppressed stranger is known to the sender's checks alone.
        if (!previous) return [];
        const { reason, reportedAt } = event.data;
        const reasons = previous.suppression ? [...previous.suppression.reasons, reason] : [reason];
        return put({ ...previous, suppression: { reasons, since: previous.suppression?.since ?? reportedAt }, updatedAt: at });
      }
    }
  },
});

/** Every newsletter a campaign delivered counts in each recipient's emails sent. */
const countNewsletters = async (subscriberIds: readonly string[], lookup: DocumentLookup): Promise<DocumentChange[]> => {
  const changes: DocumentChange[] = [];
  for (const subscriberId of subscriberIds) {
    const previous = (await lookup(SUBSCRIBERS_COLLECTION, subscriberId)) as SubscriberView | null;
    if (previous) changes.push(...put({ ...previous, emailsSent: previous.emailsSent + 1 }));
  }
  return changes;
};

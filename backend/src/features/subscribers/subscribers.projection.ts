import type { RecordedEventOf } from '../../core/events/event-type.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import type { Frequency, LeadMagnet, SubscriberStatus } from '../../contract/subscribers.vocabulary.js';
import { SUBSCRIBER_EVENT_TYPES, type SubscriberResubscribed, type SubscriberSubscribed } from './subscriber.events.js';

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
  };
};

/** The subscriber list the admin and the preferences screen read. Erased people keep a row with no personal data. */
export const subscribersProjection = defineProjection({
  name: SUBSCRIBERS_PROJECTION,
  version: 1,
  collections: [SUBSCRIBERS_COLLECTION],
  events: SUBSCRIBER_EVENT_TYPES,
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
    }
  },
});

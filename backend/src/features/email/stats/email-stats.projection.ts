import { defineProjection } from '../../../core/projections/projection.js';
import { SubscriberEmailFailed, SubscriberEmailSent } from '../../subscribers/subscriber.events.js';
import { CampaignBatchDelivered, CampaignBatchFailed } from '../campaigns/campaign.events.js';

/**
 * Emails per day (UTC date of the event): `campaign` counts newsletter and manual campaign messages,
 * `transactional` the single mails (welcome, links, guide). For the dashboard's charts and today's figures.
 * The `totals` collection holds one document, `all`, with the same counts over every day.
 */
export type EmailDay = { id: string; sent: number; failed: number; campaign: number; transactional: number };

export const EMAIL_STATS_PROJECTION = 'email-stats';
export const EMAIL_DAYS_COLLECTION = 'days';
export const EMAIL_TOTALS_COLLECTION = 'totals';
export const EMAIL_TOTALS_ID = 'all';

export const emptyEmailDay = (id: string): EmailDay => ({ id, sent: 0, failed: 0, campaign: 0, transactional: 0 });

type Counted = Omit<EmailDay, 'id'>;

const added = (counts: EmailDay, change: Partial<Counted>): EmailDay => ({
  id: counts.id,
  sent: counts.sent + (change.sent ?? 0),
  failed: counts.failed + (change.failed ?? 0),
  campaign: counts.campaign + (change.campaign ?? 0),
  transactional: counts.transactional + (change.transactional ?? 0),
});

export const emailStatsProjection = defineProjection({
  name: EMAIL_STATS_PROJECTION,
  version: 2,
  collections: [EMAIL_DAYS_COLLECTION, EMAIL_TOTALS_COLLECTION],
  events: [CampaignBatchDelivered, CampaignBatchFailed, SubscriberEmailSent, SubscriberEmailFailed],
  async project(event, lookup) {
    const id = event.metadata.occurredAt.slice(0, 10);
    let change: Partial<Counted>;
    switch (event.type) {
      case 'CampaignBatchDelivered':
        change = { sent: event.data.subscriberIds.length, campaign: event.data.subscriberIds.length };
        break;
      case 'CampaignBatchFailed':
        change = { failed: event.data.subscriberIds.length };
        break;
      case 'SubscriberEmailSent':
        change = { sent: 1, transactional: 1 };
        break;
      case 'SubscriberEmailFailed':
        change = { failed: 1 };
    }
    const [day, totals] = await Promise.all([lookup(EMAIL_DAYS_COLLECTION, id), lookup(EMAIL_TOTALS_COLLECTION, EMAIL_TOTALS_ID)]);
    return [
      { kind: 'put', collection: EMAIL_DAYS_COLLECTION, document: added((day as EmailDay | null) ?? emptyEmailDay(id), change) },
      { kind: 'put', collection: EMAIL_TOTALS_COLLECTION, document: added((totals as EmailDay | null) ?? emptyEmailDay(EMAIL_TOTALS_ID), change) },
    ];
  },
});

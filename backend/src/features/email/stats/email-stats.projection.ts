import { defineProjection } from '../../../core/projections/projection.js';
import { SubscriberEmailFailed, SubscriberEmailSent } from '../../subscribers/subscriber.events.js';
import { CampaignBatchDelivered, CampaignBatchFailed } from '../campaigns/campaign.events.js';

/**
 * Emails per day (UTC date of the event): `campaign` counts newsletter and manual campaign messages,
 * `transactional` the single mails (welcome, links, guide). For the dashboard's charts and today's figures.
 */
export type EmailDay = { id: string; sent: number; failed: number; campaign: number; transactional: number };

export const EMAIL_STATS_PROJECTION = 'email-stats';
export const EMAIL_DAYS_COLLECTION = 'days';

const empty = (id: string): EmailDay => ({ id, sent: 0, failed: 0, campaign: 0, transactional: 0 });

export const emailStatsProjection = defineProjection({
  name: EMAIL_STATS_PROJECTION,
  version: 1,
  collections: [EMAIL_DAYS_COLLECTION],
  events: [CampaignBatchDelivered, CampaignBatchFailed, SubscriberEmailSent, SubscriberEmailFailed],
  async project(event, lookup) {
    const id = event.metadata.occurredAt.slice(0, 10);
    const day = { ...(((await lookup(EMAIL_DAYS_COLLECTION, id)) as EmailDay | null) ?? empty(id)) };
    switch (event.type) {
      case 'CampaignBatchDelivered':
        day.sent += event.data.subscriberIds.length;
        day.campaign += event.data.subscriberIds.length;
        break;
      case 'CampaignBatchFailed':
        day.failed += event.data.subscriberIds.length;
        break;
      case 'SubscriberEmailSent':
        day.sent += 1;
        day.transactional += 1;
        break;
      case 'SubscriberEmailFailed':
        day.failed += 1;
    }
    return [{ kind: 'put', collection: EMAIL_DAYS_COLLECTION, document: day }];
  },
});

import { defineProjection } from '../../../core/projections/projection.js';
import type { DocumentChange } from '../../../core/read-model/read-model-store.port.js';
import { SubscriberEmailFailed, SubscriberEmailSent } from '../../subscribers/subscriber.events.js';
import { CampaignBatchDelivered, CampaignBatchFailed } from '../campaigns/campaign.events.js';

/**
 * Emails per day (UTC date of the event): `campaign` counts newsletter and manual campaign messages,
 * `transactional` the single mails (welcome, links, guide). For the dashboard's charts.
 * The `totals` collection holds one document, `all`, with the same counts over every day.
 * The `quarters` collection counts the mails sent per quarter of an hour (UTC, 'YYYY-MM-DDTHH:MM'), so
 * that a day of any time zone, whose midnight falls on a quarter hour in UTC, can be summed exactly:
 * today's figure counts the day of SCHEDULE_TIMEZONE (see EmailsSentOn).
 */
export type EmailDay = { id: string; sent: number; failed: number; campaign: number; transactional: number };
export type EmailQuarter = { id: string; sent: number };

export const EMAIL_STATS_PROJECTION = 'email-stats';
export const EMAIL_DAYS_COLLECTION = 'days';
export const EMAIL_TOTALS_COLLECTION = 'totals';
export const EMAIL_TOTALS_ID = 'all';
export const EMAIL_QUARTERS_COLLECTION = 'quarters';

const QUARTER_MS = 15 * 60 * 1000;
/** The quarter of an hour an instant falls in, as the id of its document ('2026-11-29T18:45'). */
export const quarterOf = (instant: Date): string => new Date(Math.floor(instant.getTime() / QUARTER_MS) * QUARTER_MS).toISOString().slice(0, 16);

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
  // 3: the quarters.
  version: 3,
  collections: [EMAIL_DAYS_COLLECTION, EMAIL_TOTALS_COLLECTION, EMAIL_QUARTERS_COLLECTION],
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
    const changes: DocumentChange[] = [
      { kind: 'put', collection: EMAIL_DAYS_COLLECTION, document: added((day as EmailDay | null) ?? emptyEmailDay(id), change) },
      { kind: 'put', collection: EMAIL_TOTALS_COLLECTION, document: added((totals as EmailDay | null) ?? emptyEmailDay(EMAIL_TOTALS_ID), change) },
    ];
    if (change.sent) {
      const quarterId = quarterOf(new Date(event.metadata.occurredAt));
      const quarter = (await lookup(EMAIL_QUARTERS_COLLECTION, quarterId)) as EmailQuarter | null;
      changes.push({ kind: 'put', collection: EMAIL_QUARTERS_COLLECTION, document: { id: quarterId, sent: (quarter?.sent ?? 0) + change.sent } });
    }
    return changes;
  },
});

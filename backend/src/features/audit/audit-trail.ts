import { Injectable } from '@nestjs/common';
import type { CampaignMailDetails, HistoryEntry } from '../../contract/subscribers.contract.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { EventRegistry } from '../../core/events/event-registry.js';
import type { RecordedEvent } from '../../core/events/event.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { subscriberStream } from '../subscribers/subscriber.events.js';
import {
  CAMPAIGN_MAIL_COLLECTION,
  type CampaignMailRow,
  MAIL_CAMPAIGNS_COLLECTION,
  type MailCampaignRow,
  SUBSCRIBER_MAIL_PROJECTION,
} from './subscriber-mail.projection.js';

/**
 * The audit trail is the subscriber's event stream, and what campaigns did to them (from the
 * subscriber-mail read model, so a history never scans the campaigns' events): who did what, when.
 * Personal fields are left out of the details (the subscriber list shows the address; the trail is
 * about what happened).
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly log: EventLog,
    private readonly registry: EventRegistry,
    private readonly readModels: ReadModels,
  ) {}

  async historyOf(subscriberId: string): Promise<HistoryEntry[]> {
    const [events, mail] = await Promise.all([this.log.readStream(subscriberStream(subscriberId)), this.campaignMailOf(subscriberId)]);
    if (events.length === 0) throw notFound('Subscriber not found');
    const descriptionChanged = customInterestsChanges(events);
    return mergeByPosition(
      events.map((event) => this.entry(event, descriptionChanged.get(event.position))),
      mail,
    );
  }

  /** `customInterestsChanged`, for a preferences change: whether the sealed description changed, said without its value. */
  entry(event: RecordedEvent, customInterestsChanged?: boolean): HistoryEntry {
    const personalFields = new Set(this.registry.find(event.type)?.personalData?.fields ?? []);
    const details: Record<string, unknown> = Object.fromEntries(Object.entries(event.data).filter(([field]) => !personalFields.has(field) && !field.startsWith('__')));
    if (customInterestsChanged !== undefined) details.customInterestsChanged = customInterestsChanged;
    const { occurredAt, actor, correlationId } = event.metadata;
    return { position: event.position, revision: event.revision, type: event.type, actor, occurredAt, correlationId, details };
  }

  /** The subscriber's campaign entries in position order (the read model's index), each with its campaign's actor and subject. */
  private async campaignMailOf(subscriberId: string): Promise<HistoryEntry[]> {
    const rows = await this.readModels.find<CampaignMailRow>(SUBSCRIBER_MAIL_PROJECTION, CAMPAIGN_MAIL_COLLECTION, {
      where: { subscriberId },
      sort: { field: 'position', direction: 'asc' },
    });
    const campaigns = new Map<string, MailCampaignRow>();
    for (const campaignId of new Set(rows.map((row) => row.campaignId))) {
      const campaign = await this.readModels.get<MailCampaignRow>(SUBSCRIBER_MAIL_PROJECTION, MAIL_CAMPAIGNS_COLLECTION, campaignId);
      // The projection writes a row only for a campaign it holds, in the same commit or an earlier one.
      if (!campaign) throw new Error(`subscriber-mail holds rows of campaign ${campaignId} but not the campaign`);
      campaigns.set(campaignId, campaign);
    }
    return rows.map((row) => {
      const { actor, kind, subject, frequency, newsletterDate } = campaigns.get(row.campaignId)!;
      const details: CampaignMailDetails = { campaignId: row.campaignId, batch: row.batch, kind, subject, frequency, newsletterDate, reason: row.reason };
      return { position: row.position, revision: row.revision, type: row.type, actor, occurredAt: row.occurredAt, correlationId: row.correlationId, details };
    });
  }
}

/**
 * For each preferences change of a subscriber's stream (by position), whether it changed the
 * description of their interests against what the earlier events left. The description is personal
 * and stays out of the trail; this flag is what lets the trail say it changed. After an erasure the
 * descriptions read as null, so nothing reads as changed.
 */
const customInterestsChanges = (events: readonly RecordedEvent[]): Map<number, boolean> => {
  const changes = new Map<number, boolean>();
  let description = '';
  for (const event of events) {
    if (event.type !== 'SubscriberSubscribed' && event.type !== 'SubscriberResubscribed' && event.type !== 'SubscriberPreferencesChanged') continue;
    // No description is stored as null or as '' depending on the page: both mean none.
    const stored = (event.data as { customInterests?: unknown }).customInterests;
    const next = typeof stored === 'string' ? stored : '';
    if (event.type === 'SubscriberPreferencesChanged') changes.set(event.position, next !== description);
    description = next;
  }
  return changes;
};

/** Two lists each in position order, as one. */
const mergeByPosition = (left: readonly HistoryEntry[], right: readonly HistoryEntry[]): HistoryEntry[] => {
  const merged: HistoryEntry[] = [];
  let r = 0;
  for (const entry of left) {
    while (r < right.length && right[r]!.position < entry.position) merged.push(right[r++]!);
    merged.push(entry);
  }
  return merged.concat(right.slice(r));
};

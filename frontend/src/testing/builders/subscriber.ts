import type { CampaignMailEntryType } from '@contract/email.vocabulary';
import type { CampaignMailDetails, HistoryEntry, Subscriber, SubscriberPreferences } from '@contract/subscribers.contract';

/** GET /api/subscribers/email/:email as the server answers it; override only what a test is about. */
export const buildSubscriberPreferences = (overrides: Partial<SubscriberPreferences> = {}): SubscriberPreferences => ({
  frequency: 'weekly',
  interests: ['AI Writing Tools', 'AI Marketing'],
  customInterests: '',
  ...overrides,
});

let sequence = 0;

/** A row of the admin's subscriber list (GET /api/subscribers): an active weekly subscriber by default. */
export const buildSubscriberView = (overrides: Partial<Subscriber> = {}): Subscriber => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    email: `reader${sequence}@example.com`,
    frequency: 'weekly',
    interests: ['business'],
    customInterests: null,
    source: 'website',
    leadMagnet: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    status: 'active',
    subscribedAt: '2025-01-05T10:00:00.000Z',
    updatedAt: '2025-01-05T10:00:00.000Z',
    emailsSent: 0,
    suppression: null,
    ...overrides,
  };
};

let position = 0;

/** One audit-trail entry of GET /api/admin/subscribers/:id/history; a visitor's signup by default. */
export const buildHistoryEntry = (overrides: Partial<HistoryEntry> = {}): HistoryEntry => {
  position += 1;
  return {
    position,
    revision: 0,
    type: 'SubscriberSubscribed',
    actor: 'visitor',
    occurredAt: '2025-01-05T10:00:00.000Z',
    correlationId: `correlation-${position}`,
    details: { frequency: 'weekly', interests: ['business'], source: 'website', leadMagnet: null },
    ...overrides,
  };
};

/** A campaign's outcome in a subscriber's history: a scheduled daily newsletter delivered, by default. */
export const buildCampaignMailEntry = (type: CampaignMailEntryType = 'CampaignMailSent', details: Partial<CampaignMailDetails> = {}, overrides: Partial<HistoryEntry> = {}): HistoryEntry =>
  buildHistoryEntry({
    type,
    actor: 'scheduler',
    occurredAt: '2025-01-06T08:00:00.000Z',
    details: { campaignId: 'campaign-1', batch: 0, kind: 'newsletter', subject: 'AI this week', frequency: 'daily', newsletterDate: '2025-01-06', reason: null, ...details },
    ...overrides,
  });

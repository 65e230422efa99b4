import type { HistoryEntry } from '../../features/admin/subscribers/api/get-subscriber-history';
import type { Subscriber } from '../../features/admin/subscribers/api/get-subscribers';

/** Test data for subscriber screens; override only what a test is about. */
export type SubscriberRecord = {
  id: string;
  email: string;
  frequency: string;
  interests: string[];
  customInterests: string;
  source: string;
};

export type SubscriberPreferencesRecord = Pick<SubscriberRecord, 'frequency' | 'interests' | 'customInterests'>;

let sequence = 0;

export const buildSubscriber = (overrides: Partial<SubscriberRecord> = {}): SubscriberRecord => {
  sequence += 1;
  return {
    id: `subscriber-${sequence}`,
    email: `reader${sequence}@example.com`,
    frequency: 'weekly',
    interests: ['AI Writing Tools', 'AI Marketing'],
    customInterests: '',
    source: 'dedicated_page',
    ...overrides,
  };
};

export const buildSubscriberPreferences = (overrides: Partial<SubscriberPreferencesRecord> = {}): SubscriberPreferencesRecord => {
  const { frequency, interests, customInterests } = buildSubscriber(overrides);
  return { frequency, interests, customInterests };
};

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

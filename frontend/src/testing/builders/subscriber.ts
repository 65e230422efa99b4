import type { SubscriberPreferences } from '@contract/subscribers.contract';

/** GET /api/subscribers/email/:email as the server answers it; override only what a test is about. */
export const buildSubscriberPreferences = (overrides: Partial<SubscriberPreferences> = {}): SubscriberPreferences => ({
  frequency: 'weekly',
  interests: ['AI Writing Tools', 'AI Marketing'],
  customInterests: '',
  ...overrides,
});

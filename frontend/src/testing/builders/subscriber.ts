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

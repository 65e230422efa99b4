import { describe, expect, it } from '@jest/globals';
import { EVENT_TYPES } from '../app/features.js';
import { EventRegistry } from '../core/events/event-registry.js';
import { activityEvents, PUBLICATION_DELAY, seedEvents, type PlannedEvent } from './app-event-mix.js';

const registry = new EventRegistry(EVENT_TYPES);
const count = 60_000;
const activity = [...activityEvents(count, 'spec')];

describe('the benchmark event mix', () => {
  it('gives exactly the requested number of events, the same for the same seed', () => {
    expect(activity).toHaveLength(count);
    const again = [...activityEvents(2_000, 'spec')];
    expect(again.map((planned) => planned.event)).toEqual(activity.slice(0, 2_000).map((planned) => planned.event));
  });

  it("produces data every event type's schema accepts", () => {
    for (const { event } of [...seedEvents(), ...activity]) {
      const result = registry.get(event.type).schema.safeParse(event.data);
      if (!result.success) throw new Error(`${event.type}: ${result.error.message}`);
    }
  });

  it('is mostly blog views, with sealed personal data in signups, preference changes and contact messages', () => {
    const share = (type: string) => activity.filter((planned) => planned.event.type === type).length / count;
    expect(share('BlogPostViewed')).toBeGreaterThan(0.75);
    expect(share('SubscriberSubscribed')).toBeGreaterThan(0.02);
    expect(share('SubscriberPreferencesChanged')).toBeGreaterThan(0.02);
    expect(share('ContactMessageReceived')).toBeGreaterThan(0.001);
    const personal = activity.filter((planned) => registry.get(planned.event.type).personalData).length / count;
    expect(personal).toBeGreaterThan(0.05);
    expect(personal).toBeLessThan(0.15);
  });

  it('views only posts published at least PUBLICATION_DELAY events earlier, and changes only subscribers who signed up', () => {
    const publishedAt = new Map<string, number>();
    for (const planned of seedEvents()) if (planned.event.type === 'BlogPostPublished') publishedAt.set(postIdOf(planned), -Infinity);
    const subscribed = new Set<string>();
    activity.forEach((planned, index) => {
      const { type, data } = planned.event;
      if (type === 'BlogPostPublished') publishedAt.set(postIdOf(planned), index);
      if (type === 'BlogPostViewed') expect(index - publishedAt.get(String(data.postId))!).toBeGreaterThanOrEqual(PUBLICATION_DELAY);
      if (type === 'SubscriberSubscribed') subscribed.add(String(data.subscriberId));
      if (type.startsWith('Subscriber') && type !== 'SubscriberSubscribed') expect(subscribed.has(String(data.subscriberId))).toBe(true);
    });
    expect(publishedAt.size).toBeGreaterThan(14);
  });
});

const postIdOf = (planned: PlannedEvent): string => String((planned.event.data.post as { id: string }).id);

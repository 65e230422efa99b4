import { describe, expect, it } from '@jest/globals';
import { foldProjection, type GivenEvent } from '../../core/projections/testing/fold-projection.js';
import { analyticsProjection, BREAKDOWNS, DAYS, DEMO, MEMBERS, POST_DAYS, TOTALS } from './analytics.projection.js';
import { demoSeed } from './demo-data.js';

const ADA = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c001';
const BOB = '0b6a3c1e-8c1f-4d59-9a47-5a1a8ee0c002';
const SEED = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';

const signup = {
  email: 'reader@example.com',
  frequency: 'weekly',
  interests: ['ai-code', 'business'],
  customInterests: null,
  source: 'facebook-ads',
  leadMagnet: null,
  utmSource: 'facebook',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
};
const on = (day: string, hour = 8) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const subscriber = (subscriberId: string, type: string, data: Record<string, unknown>, occurredAt: string): GivenEvent => ({
  type,
  data: { subscriberId, ...data },
  occurredAt,
});
const view = (occurredAt: string): GivenEvent => ({ type: 'BlogPostViewed', data: { postId: 'post-1' }, occurredAt });

/** Given these events, then the documents of each collection by id. */
const after = async (...events: GivenEvent[]) => {
  const collections = await foldProjection(analyticsProjection, events);
  const byId = (name: string) => Object.fromEntries((collections[name] ?? []).map(({ id, ...document }) => [id, document]));
  return { days: byId(DAYS), posts: byId(POST_DAYS), members: byId(MEMBERS), breakdowns: byId(BREAKDOWNS), totals: byId(TOTALS).all, demo: byId(DEMO).current };
};
const counts = (breakdowns: Record<string, Record<string, unknown>>) => Object.fromEntries(Object.entries(breakdowns).map(([id, { count }]) => [id, count]));

describe('analytics projection', () => {
  it('counts signups and unsubscribes on their days, and the active subscribers after each day', async () => {
    const { days, totals } = await after(
      subscriber(ADA, 'SubscriberSubscribed', signup, on('2026-02-01')),
      subscriber(BOB, 'SubscriberSubscribed', { ...signup, email: 'bob@example.com' }, on('2026-02-01', 9)),
      subscriber(ADA, 'SubscriberUnsubscribed', { via: 'link' }, on('2026-02-03')),
      subscriber(ADA, 'SubscriberUnsubscribed', { via: 'admin' }, on('2026-02-03', 9)),
      subscriber(ADA, 'SubscriberResubscribed', signup, on('2026-02-04')),
    );
    expect(days['2026-02-01']).toMatchObject({ signups: 2, unsubscribes: 0, activeAtEnd: 2 });
    expect(days['2026-02-03']).toMatchObject({ signups: 0, unsubscribes: 1, activeAtEnd: 1 });
    expect(days['2026-02-04']).toMatchObject({ signups: 1, activeAtEnd: 2 });
    expect(totals).toMatchObject({ active: 2 });
  });

  it('breaks the active subscribers down by source, frequency, interest and utm values, following each change', async () => {
    const { breakdowns } = await after(
      subscriber(ADA, 'SubscriberSubscribed', signup, on('2026-02-01')),
      subscriber(BOB, 'SubscriberSubscribed', { ...signup, email: 'bob@example.com', source: 'website', utmSource: null, utmMedium: null, utmCampaign: null }, on('2026-02-01')),
      subscriber(ADA, 'SubscriberPreferencesChanged', { frequency: 'daily', interests: ['ai-code'], customInterests: null }, on('2026-02-02')),
      subscriber(BOB, 'SubscriberUnsubscribed', { via: 'link' }, on('2026-02-03')),
    );
    expect(counts(breakdowns)).toEqual({
      'source:facebook-ads': 1,
      'frequency:daily': 1,
      'interest:AI Code Assistants': 1,
      'utmSource:facebook': 1,
      'utmMedium:cpc': 1,
      'utmCampaign:spring': 1,
    });
    expect(breakdowns['interest:AI Code Assistants']).toEqual({ dimension: 'interest', label: 'AI Code Assistants', count: 1 });
  });

  it("counts one interest once, whether stored as its id (subscribe page) or its display name (preferences page)", async () => {
    const { breakdowns } = await after(
      subscriber(ADA, 'SubscriberSubscribed', { ...signup, interests: ['ai-writing'] }, on('2026-02-01')),
      subscriber(BOB, 'SubscriberSubscribed', { ...signup, email: 'bob@example.com', interests: ['ai-code'] }, on('2026-02-01')),
      subscriber(BOB, 'SubscriberPreferencesChanged', { frequency: 'weekly', interests: ['AI Writing Tools', 'ai-writing'], customInterests: null }, on('2026-02-02')),
    );
    const interests = Object.values(breakdowns).filter((breakdown) => breakdown.dimension === 'interest');
    expect(interests).toEqual([{ dimension: 'interest', label: 'AI Writing Tools', count: 2 }]);
  });

  it('forgets an erased subscriber, and a rebuild after the erasure (personal fields read as null) ends the same', async () => {
    const live = await after(
      subscriber(ADA, 'SubscriberSubscribed', signup, on('2026-02-01')),
      subscriber(BOB, 'SubscriberSubscribed', { ...signup, email: 'bob@example.com' }, on('2026-02-01')),
      subscriber(ADA, 'SubscriberErased', { requestId: null }, on('2026-02-05')),
    );
    const rebuilt = await after(
      subscriber(ADA, 'SubscriberSubscribed', { ...signup, email: null, utmSource: null, utmMedium: null, utmCampaign: null }, on('2026-02-01')),
      subscriber(BOB, 'SubscriberSubscribed', { ...signup, email: 'bob@example.com' }, on('2026-02-01')),
      subscriber(ADA, 'SubscriberErased', { requestId: null }, on('2026-02-05')),
    );
    expect(Object.keys(live.members)).toEqual([BOB]);
    expect(counts(live.breakdowns)).toEqual(counts(rebuilt.breakdowns));
    expect(counts(live.breakdowns)['utmSource:facebook']).toBe(1);
    expect(live.days['2026-02-05']).toMatchObject({ activeAtEnd: 1 });
    expect(rebuilt.days).toEqual(live.days);
  });

  it('counts page views and tool clicks per day', async () => {
    const { days } = await after(
      { type: 'PageViewed', data: { path: '/' }, occurredAt: on('2026-02-01') },
      { type: 'PageViewed', data: { path: '/tools' }, occurredAt: on('2026-02-01', 23) },
      { type: 'ToolLinkClicked', data: { path: '/tools', tool: 'ChatGPT' }, occurredAt: on('2026-02-02') },
    );
    expect(days['2026-02-01']).toMatchObject({ pageViews: 2, toolClicks: 0 });
    expect(days['2026-02-02']).toMatchObject({ pageViews: 0, toolClicks: 1 });
  });

  it('starts the blog reads again from zero at a views reset, counting the reads after it', async () => {
    const { days, totals } = await after(
      view(on('2026-02-01')),
      view(on('2026-02-02')),
      view(on('2026-02-02', 9)),
      { type: 'BlogViewsReset', data: {}, occurredAt: on('2026-02-02', 10) },
      view(on('2026-02-02', 11)),
      view(on('2026-02-03')),
    );
    expect([days['2026-02-01'].blogReads, days['2026-02-02'].blogReads, days['2026-02-03'].blogReads]).toEqual([0, 1, 1]);
    expect(totals.readDays).toEqual(['2026-02-02', '2026-02-03']);
  });

  it('counts posts on the day each carries', async () => {
    const post = (id: string, publishDate: string) => ({
      type: 'BlogPostPublished',
      data: {
        post: { id, slug: id, title: 'A post', excerpt: 'About it.', content: 'Text.', image: '/images/blog/a.svg', category: 'Guide', publishDate },
        origin: 'generated',
        topic: null,
        writer: 'offline',
        model: 'offline-template-v1',
      },
      occurredAt: on('2026-02-10'),
    });
    const { posts } = await after(post('p1', '2025-12-01'), post('p2', '2025-12-01'), post('p3', '2026-02-10'));
    expect(posts).toEqual({ '2025-12-01': { blogPostsCreated: 2 }, '2026-02-10': { blogPostsCreated: 1 } });
  });

  it('keeps the seeded demo data apart, replaced by a new seed, removed only by the removal of that seed', async () => {
    const seed = demoSeed('2026-02-10', SEED);
    const seeded = await after({ type: 'DemoAnalyticsSeeded', data: seed, occurredAt: on('2026-02-10') });
    expect(seeded.demo).toMatchObject({ seedId: SEED, seededAt: on('2026-02-10'), campaigns: seed.campaigns });
    expect(seeded.totals).toBeUndefined();
    const other = '7f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4c';
    const kept = await after(
      { type: 'DemoAnalyticsSeeded', data: seed, occurredAt: on('2026-02-10') },
      { type: 'DemoAnalyticsRemoved', data: { seedId: other }, occurredAt: on('2026-02-11') },
    );
    expect(kept.demo?.seedId).toBe(SEED);
    const removed = await after(
      { type: 'DemoAnalyticsSeeded', data: seed, occurredAt: on('2026-02-10') },
      { type: 'DemoAnalyticsRemoved', data: { seedId: SEED }, occurredAt: on('2026-02-11') },
    );
    expect(removed.demo).toBeUndefined();
  });
});

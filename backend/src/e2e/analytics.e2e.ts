import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { startTestApp, type TestApp } from './test-app.js';
import { expectRetryAfter } from './retry-after.js';

/** A Sunday: tomorrow is Monday, when the weekly send goes out. */
let now = new Date('2026-03-01T10:00:00.000Z');
const clock = { now: () => now };
const daysAgo = (days: number) => new Date(Date.parse('2026-03-01T10:00:00.000Z') - days * 24 * 60 * 60 * 1000);

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
  admin = await app.admin();
});
afterAll(() => app.stop());

type Point = { date: string; value: number; demo: number; forecast: boolean };
type Item = { label: string; count: number; demo: number };

const settled = async () => app.core.engine.waitFor(await app.core.log.headPosition());
const subscribe = (body: Record<string, unknown>) => app.http().post('/api/subscribers').send(body).expect(201);
const track = (body: Record<string, unknown>) => app.http().post('/api/track').send(body);
const read = async (path: string) => {
  await settled();
  return (await admin.get(path).expect(200)).body;
};
const valueOn = (points: Point[], date: string) => points.find((point) => point.date === date);

describe('the beacon, POST /api/track', () => {
  it('records a page view and a tool click as 204, with no query string and nothing about the visitor', async () => {
    await track({ type: 'page_view', path: '/blog/some-post?email=ada@example.com&utm_source=x#top' }).expect(204);
    await track({ type: 'tool_click', path: '/tools', tool: 'ChatGPT' }).expect(204);
    await settled();
    const recorded = (await app.core.log.readAll(0, 100_000)).filter((event) => event.type === 'PageViewed' || event.type === 'ToolLinkClicked');
    expect(recorded.map((event) => ('data' in event ? event.data : null))).toEqual([{ path: '/blog/some-post' }, { path: '/tools', tool: 'ChatGPT' }]);
    expect(JSON.stringify(recorded)).not.toMatch(/ada@example|127\.0\.0\.1|::1|utm_source/);
  });

  it('refuses bad payloads with 400 and records nothing', async () => {
    const before = await app.eventCount();
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'type'],
      [{ type: 'click', path: '/' }, 'type'],
      [{ type: 'page_view' }, 'path'],
      [{ type: 'page_view', path: 'blog' }, 'path'],
      [{ type: 'page_view', path: '/contact/ada@example.com' }, 'path'],
      [{ type: 'page_view', path: '/caf%C3%A9' }, 'path'],
      [{ type: 'page_view', path: `/${'a'.repeat(300)}` }, 'path'],
      [{ type: 'page_view', path: '/', tool: 'ChatGPT' }, 'body'],
      [{ type: 'tool_click', path: '/tools' }, 'tool'],
      [{ type: 'tool_click', path: '/tools', tool: '<script>' }, 'tool'],
      // Free text that is no listed tool (a person's name) never reaches the log.
      [{ type: 'tool_click', path: '/tools', tool: 'Jane Doe' }, 'tool'],
      [{ type: 'tool_click', path: '/tools', tool: 'nosuchtool' }, 'tool'],
    ];
    for (const [body, field] of bad) {
      const response = await track(body).expect(400);
      expect({ body, field: response.body.field }).toEqual({ body, field });
    }
    expect(await app.eventCount()).toBe(before);
  });

  it("words a missing body, one that is no object and a missing or unknown type as the other routes do", async () => {
    const answers = [
      await app.http().post('/api/track'),
      await app.http().post('/api/track').set('Content-Type', 'application/json').send('[]'),
      await track({}),
      await track({ type: 'click', path: '/' }),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.error, answer.body.field])).toEqual([
      [400, 'body: is required', 'body'],
      [400, 'body: must be a JSON object', 'body'],
      [400, 'type: is required', 'type'],
      [400, 'type: must be page_view or tool_click', 'type'],
    ]);
  });
});

describe('the analytics read models', () => {
  let statsBefore: { totalUsers: number; recentSignups: number; totalBlogPosts: number; totalTools: number };
  let emailsBefore: number;

  beforeAll(async () => {
    statsBefore = await read('/api/admin/stats');
    emailsBefore = (await read('/api/admin/forecasting-data')).totalEmailsSent;
    now = daysAgo(10);
    await subscribe({ email: 'old@example.com', frequency: 'daily', source: 'website' });
    now = daysAgo(1);
    const left = await subscribe({ email: 'left@example.com', frequency: 'weekly', source: 'google-ads' });
    await app.http().delete('/api/unsubscribe/left@example.com').set('X-Subscriber-Token', left.body.token).expect(200);
    now = daysAgo(0);
    await subscribe({ email: 'ad@example.com', frequency: 'weekly', interests: ['ai-code'], source: 'facebook-ads', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'spring' });
    const changing = await subscribe({ email: 'changes@example.com', frequency: 'weekly', interests: ['business'], source: 'website' });
    await app.http().put('/api/subscribers/changes@example.com').set('X-Subscriber-Token', changing.body.token).send({ frequency: 'daily', interests: ['ai-code'] }).expect(200);
    for (let index = 0; index < 3; index++) await track({ type: 'page_view', path: '/' }).expect(204);
  });

  it('counts active subscribers and the signups of the last 7 days; posts and tools from their read models', async () => {
    const stats = await read('/api/admin/stats');
    expect(stats).toEqual({ ...statsBefore, totalUsers: statsBefore.totalUsers + 3, recentSignups: statsBefore.recentSignups + 3 });
    expect(stats.totalTools).toBeGreaterThanOrEqual(30);
    expect(stats.totalBlogPosts).toBeGreaterThan(0);
  });

  it('draws 30 days ending today and 7 forecast days per series, the same forecast on every read', async () => {
    const data = await read('/api/admin/forecasting-data');
    for (const series of ['emailsSent', 'blogPostsCreated', 'siteVisits', 'blogReads', 'linkClicks']) {
      const points: Point[] = data[series];
      expect({ series, real: points.filter((point) => !point.forecast).length, forecast: points.filter((point) => point.forecast).length }).toEqual({ series, real: 30, forecast: 7 });
      expect(points[29].date).toBe('2026-03-01');
      expect(points[30].date).toBe('2026-03-02');
    }
    expect(valueOn(data.siteVisits, '2026-03-01')?.value).toBe(4);
    expect(valueOn(data.linkClicks, '2026-03-01')?.value).toBe(1);
    // Each signup's welcome email, on the day it was sent.
    expect(['2026-02-19', '2026-02-28', '2026-03-01'].map((date) => valueOn(data.emailsSent, date)?.value)).toEqual([1, 1, 2]);
    expect(data.emailsSent.slice(0, 30).reduce((sum: number, point: Point) => sum + point.value, 0)).toBe(4);
    expect(data.totalEmailsSent).toBe(emailsBefore + 4);
    expect(data.totalSubscribers).toBe(statsBefore.totalUsers + 3);
    expect(data.demo).toBeNull();
    const [last, before] = [data.siteVisits[29].value, data.siteVisits[28].value];
    data.siteVisits.slice(30).forEach((point: Point, index: number) => {
      const trend = last + (index + 1) * (last - before);
      expect(point.value).toBeGreaterThanOrEqual(Math.max(0, trend - 5));
      expect(point.value).toBeLessThanOrEqual(Math.max(0, trend + 5));
    });
    expect((await read('/api/admin/forecasting-data')).siteVisits).toEqual(data.siteVisits);
  });

  it('breaks active subscribers down by source, frequency, interest and utm values, following changes and departures', async () => {
    const data = await read('/api/admin/subscriber-analytics');
    const count = (items: Item[], label: string) => items.find((item) => item.label === label)?.count ?? 0;
    expect(count(data.bySource, 'google-ads')).toBe(0);
    expect(count(data.bySource, 'facebook-ads')).toBe(1);
    expect(count(data.byFrequency, 'daily')).toBe(2);
    expect(count(data.byInterest, 'AI Code Assistants')).toBe(2);
    expect(count(data.byInterest, 'business')).toBe(0);
    expect(data.utm).toEqual({ source: [{ label: 'facebook', count: 1, demo: 0 }], medium: [{ label: 'cpc', count: 1, demo: 0 }], campaign: [{ label: 'spring', count: 1, demo: 0 }] });
    expect(valueOn(data.signupsPerDay, '2026-02-28')?.value).toBe(1);
    expect(valueOn(data.signupsPerDay, '2026-03-01')?.value).toBe(2);
    expect(valueOn(data.signupsPerDay, '2026-02-19')?.value).toBe(1);
  });

  it("shows today's email figures, tomorrow's schedule (a Monday: the weekly send too) and the weekly trends", async () => {
    const data = await read('/api/admin/email-analytics');
    expect(data.todayStats).toEqual({ emailsSent: 2, emailsScheduled: 2, eligibleDailySubscribers: 2, eligibleWeeklySubscribers: 1 });
    expect(data.upcomingSchedule.tomorrow).toEqual({ date: '2026-03-02', dailyEmails: 2, weeklyEmails: 1 });
    expect(data.weeklyTrends.activeSubscribers.map((point: Point) => point.value).slice(-3)).toEqual([1, 1, 3].map((value) => value + statsBefore.totalUsers));
    expect(data.weeklyTrends.newSubscribers.map((point: Point) => point.value).slice(-2)).toEqual([1, 2]);
    expect(data.weeklyTrends.emailsSent.map((point: Point) => point.value).slice(-2)).toEqual([1, 2]);
  });

  it('draws seeded demo data apart in every chart, never in the real figures, and removes it in one call', async () => {
    const real = { stats: await read('/api/admin/stats'), forecast: await read('/api/admin/forecasting-data') };
    const seeded = await admin.post('/api/admin/seed-email-analytics').expect(200);
    expect(seeded.body).toMatchObject({ seededDays: 30 });
    expect(seeded.body.totalSubscribers).toBeGreaterThan(1000);
    expect(await read('/api/admin/stats')).toEqual(real.stats);
    const forecast = await read('/api/admin/forecasting-data');
    expect(forecast.demo).toMatchObject({ seededDays: 30, totalSubscribers: seeded.body.totalSubscribers, totalCampaigns: seeded.body.totalCampaigns });
    expect(forecast.totalSubscribers).toBe(real.forecast.totalSubscribers);
    for (const series of ['emailsSent', 'siteVisits', 'blogReads', 'linkClicks']) {
      expect({ series, values: forecast[series].slice(0, 30).map((point: Point) => point.value) }).toEqual({ series, values: real.forecast[series].slice(0, 30).map((point: Point) => point.value) });
      expect({ series, demo: forecast[series].slice(0, 30).every((point: Point) => point.demo > 0) }).toEqual({ series, demo: true });
    }
    const subscribers = await read('/api/admin/subscriber-analytics');
    expect(subscribers.bySource.find((item: Item) => item.label === 'manual-import')?.demo).toBeGreaterThan(0);
    const email = await read('/api/admin/email-analytics');
    expect(email.weeklyTrends.activeSubscribers.at(-1).demo).toBe(seeded.body.totalSubscribers);
    expect(email.todayStats.eligibleDailySubscribers).toBe(2);

    expect((await admin.delete('/api/admin/demo-data').expect(200)).body).toEqual({ removed: true });
    const after = await read('/api/admin/forecasting-data');
    expect(after).toEqual(real.forecast);
    expect((await admin.delete('/api/admin/demo-data').expect(200)).body).toEqual({ removed: false });
  });

  it('follows a reset of the blog views: the reads of the chart start again from zero', async () => {
    const posts = (await app.http().get('/api/blog-posts').expect(200)).body as { id: string }[];
    await app.http().post(`/api/blog-posts/${posts[0].id}/view`).expect(200);
    expect(valueOn((await read('/api/admin/forecasting-data')).blogReads, '2026-03-01')?.value).toBe(1);
    await admin.post('/api/admin/reset-blog-views').expect(200);
    const blogReads: Point[] = (await admin.get('/api/admin/forecasting-data').expect(200)).body.blogReads;
    expect(blogReads.slice(0, 30).every((point) => point.value === 0)).toBe(true);
    const history = (await app.core.log.readAll(0, 100_000)).filter((event) => event.type === 'BlogViewsReset');
    expect(history).toHaveLength(1);
  });
});

describe('the rate limit of the beacon', () => {
  it('answers 429 once a client sent 60 in a minute, and records no more', async () => {
    now = new Date('2026-03-05T12:00:00.000Z');
    for (let index = 0; index < 60; index++) await track({ type: 'page_view', path: '/about' }).expect(204);
    const before = await app.eventCount();
    const refused = await track({ type: 'page_view', path: '/about' }).expect(429);
    expect(refused.body.error).toMatch(/Too many requests/);
    expectRetryAfter(refused);
    expect(await app.eventCount()).toBe(before);
  });
});

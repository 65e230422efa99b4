import { z } from 'zod';
import { ANALYTICS_WINDOWS, TRACK_LIMITS, TRACK_PATH_PATTERN, TRACK_TOOL_PATTERN, trackedPath } from './analytics.vocabulary.js';
import { defineRoute, emptyAnswer, routeGroup } from './define-route.js';
import { instantSchema, TEXT_FIELD } from './fields.js';

const count = z.number().int().nonnegative();
const { historyDays, forecastDays, forecastNoise } = ANALYTICS_WINDOWS;

/**
 * One day of a chart. `value` counts real activity only; `demo` is what seeded demo data adds that
 * day, drawn apart and never part of `value`. Forecast days carry `forecast: true`.
 */
export const seriesPointSchema = z
  .object({
    date: z.iso.date().describe('A UTC day, YYYY-MM-DD'),
    value: count.describe('Real activity of the day (forecast days: the forecast)'),
    demo: count.describe('Demo data of the day (forecast days: the forecast of the demo series); 0 without demo data'),
    forecast: z.boolean().describe('true for the forecast days after today'),
  })
  .meta({ id: 'SeriesPoint' });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

/** One bar of a breakdown: active subscribers with this value, and demo subscribers apart. */
export const breakdownItemSchema = z
  .object({
    label: z.string(),
    count: count.describe('Active real subscribers'),
    demo: count.describe('Demo subscribers (seeded); 0 without demo data'),
  })
  .meta({ id: 'BreakdownItem' });
export type BreakdownItem = z.infer<typeof breakdownItemSchema>;

export const adminStatsSchema = z.object({
  totalUsers: count.describe('Active subscribers (demo data never counts)'),
  recentSignups: count.describe('Signups of the last 7 days, today included'),
  totalBlogPosts: count.describe('Published posts'),
  totalTools: count.describe('Tools in the directory'),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The demo data currently drawn in the charts. */
export const demoDataSchema = z.object({
  seededAt: instantSchema,
  seededDays: count,
  totalSubscribers: count,
  totalCampaigns: count,
});
export type DemoData = z.infer<typeof demoDataSchema>;

const series = z
  .array(seriesPointSchema)
  .describe(`The last ${historyDays} days (today last), then ${forecastDays} forecast days`);

export const forecastingDataSchema = z.object({
  emailsSent: series,
  blogPostsCreated: series,
  siteVisits: series.describe(`Page views reported by the first-party beacon: the last ${historyDays} days, then ${forecastDays} forecast days`),
  blogReads: series,
  linkClicks: series.describe(`Tool link clicks reported by the beacon: the last ${historyDays} days, then ${forecastDays} forecast days`),
  totalSubscribers: count.describe('Active real subscribers'),
  totalBlogs: count.describe('Published posts'),
  totalEmailsSent: count.describe('Emails sent, all time (real)'),
  demo: demoDataSchema.nullable().describe('The seeded demo data drawn in every chart, or null'),
});
export type ForecastingData = z.infer<typeof forecastingDataSchema>;

const breakdown = z.array(breakdownItemSchema).describe('Largest first');

export const subscriberAnalyticsSchema = z.object({
  signupsPerDay: z.array(seriesPointSchema).describe(`Signups (new and returning) of the last ${historyDays} days; no forecast`),
  bySource: breakdown,
  byFrequency: breakdown,
  byInterest: breakdown,
  utm: z.object({ source: breakdown, medium: breakdown, campaign: breakdown }).describe('Active subscribers by the utm values of their signup; without a value they are left out'),
});
export type SubscriberAnalytics = z.infer<typeof subscriberAnalyticsSchema>;

export const emailAnalyticsSchema = z.object({
  todayStats: z.object({
    emailsSent: count.describe('Emails sent today (every mail the provider took), today in SCHEDULE_TIMEZONE'),
    emailsScheduled: count.describe("Emails the schedule plans for today (in SCHEDULE_TIMEZONE): the daily send, and the weekly one on Mondays"),
    eligibleDailySubscribers: count,
    eligibleWeeklySubscribers: count,
  }),
  upcomingSchedule: z.object({
    tomorrow: z.object({
      date: z.iso.date().describe('Tomorrow in SCHEDULE_TIMEZONE'),
      dailyEmails: count.describe('Recipients of the daily send (8 AM)'),
      weeklyEmails: count.describe('Recipients of the weekly send (Mondays 8 AM); 0 on other days'),
    }),
  }),
  weeklyTrends: z
    .object({
      emailsSent: z.array(seriesPointSchema),
      newSubscribers: z.array(seriesPointSchema),
      activeSubscribers: z.array(seriesPointSchema).describe('Active subscribers at the end of each day'),
    })
    .describe(`The last ${ANALYTICS_WINDOWS.weeklyTrendDays} UTC days, today last, like every chart of the dashboard`),
});
export type EmailAnalytics = z.infer<typeof emailAnalyticsSchema>;

export const seedResultSchema = z.object({
  seededDays: count,
  totalSubscribers: count.describe('Demo subscribers (never counted as real ones)'),
  totalCampaigns: count,
});
export type SeedResult = z.infer<typeof seedResultSchema>;

const toolSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(TRACK_LIMITS.tool, `must be at most ${TRACK_LIMITS.tool} characters`)
  .regex(TRACK_TOOL_PATTERN, 'must be a tool name');

/** The query string and fragment are dropped before the path is checked: they never reach the events. */
const pathSchema = z
  .string(TEXT_FIELD)
  .transform(trackedPath)
  .pipe(
    z
      .string()
      .max(TRACK_LIMITS.path, `must be at most ${TRACK_LIMITS.path} characters`)
      .regex(TRACK_PATH_PATTERN, 'must be a site path of letters, digits and / . _ ~ -'),
  )
  .describe('The page path; a query string or fragment is dropped');

/**
 * Its own words only for a `type` that is there but neither kind; a missing body, one that is no
 * object and a missing `type` read as on every other route ("body: is required", "type: is required").
 */
const TRACK_TYPE = {
  error: (issue: { code: string; input?: unknown }) => {
    if (issue.code !== 'invalid_union') return undefined;
    const type = issue.input && typeof issue.input === 'object' ? (issue.input as { type?: unknown }).type : undefined;
    return type === undefined ? 'is required' : 'must be page_view or tool_click';
  },
};

export const trackRequestSchema = z.discriminatedUnion(
  'type',
  [z.strictObject({ type: z.literal('page_view'), path: pathSchema }), z.strictObject({ type: z.literal('tool_click'), path: pathSchema, tool: toolSchema })],
  TRACK_TYPE,
);
export type TrackRequest = z.output<typeof trackRequestSchema>;
export type TrackPayload = z.input<typeof trackRequestSchema>;

export const analyticsRoutes = routeGroup('Analytics', {
  stats: defineRoute({
    method: 'GET',
    path: '/api/admin/stats',
    auth: 'admin',
    summary: 'The four figures of the stats cards',
    responses: { 200: adminStatsSchema },
  }),
  forecastingData: defineRoute({
    method: 'GET',
    path: '/api/admin/forecasting-data',
    auth: 'admin',
    summary: `Per series the last ${historyDays} days and a ${forecastDays}-day forecast, and three totals`,
    description:
      `Forecast day i (1 to ${forecastDays}) = max(0, last value + i × (last value − the value before) + noise), noise a whole number in ` +
      `[−${forecastNoise}, ${forecastNoise}] drawn from the forecast date and the series name, so a reload shows the same forecast. ` +
      'The demo series is forecast alike.',
    responses: { 200: forecastingDataSchema },
  }),
  subscriberAnalytics: defineRoute({
    method: 'GET',
    path: '/api/admin/subscriber-analytics',
    auth: 'admin',
    summary: 'Signups per day, and active subscribers by source, frequency, interest and utm values',
    responses: { 200: subscriberAnalyticsSchema },
  }),
  emailAnalytics: defineRoute({
    method: 'GET',
    path: '/api/admin/email-analytics',
    auth: 'admin',
    summary: "Today's email figures, tomorrow's schedule and the weekly trends",
    description: 'The dashboard polls it every 30 seconds.',
    responses: { 200: emailAnalyticsSchema },
  }),
  seedDemoData: defineRoute({
    method: 'POST',
    path: '/api/admin/seed-email-analytics',
    auth: 'admin',
    summary: 'Seed demo data into the charts',
    description:
      `Records ${historyDays} days of demo figures as one event marked demo (replacing earlier demo data). Every chart draws them apart ` +
      'from real activity; no stat of real subscribers counts them. DELETE /api/admin/demo-data removes them.',
    responses: { 200: seedResultSchema },
    errors: [503],
  }),
  removeDemoData: defineRoute({
    method: 'DELETE',
    path: '/api/admin/demo-data',
    auth: 'admin',
    summary: 'Remove the seeded demo data from every chart',
    responses: { 200: z.object({ removed: z.boolean().describe('false when there was no demo data') }) },
    errors: [503],
  }),
  track: defineRoute({
    method: 'POST',
    path: '/api/track',
    auth: 'public',
    summary: 'The first-party beacon: a page view or a tool link click',
    description:
      'Cookie-less. Recorded without any personal data: no address, no IP, no query string (dropped here if sent). ' +
      'BEACON_RATE_LIMIT per client per minute (60 by default).',
    body: trackRequestSchema,
    responses: { 204: emptyAnswer('Recorded') },
    errors: [429],
  }),
});

import type { AdminStats } from '../../features/admin/analytics/api/get-admin-stats';
import type { EmailAnalytics } from '../../features/admin/analytics/api/get-email-analytics';
import type { ForecastingData } from '../../features/admin/analytics/api/get-forecasting-data';
import type { SubscriberAnalytics } from '../../features/admin/analytics/api/get-subscriber-analytics';
import type { SeriesPoint } from '../../features/admin/analytics/api/series';

const day = (offset: number) => new Date(Date.UTC(2025, 0, 1 + offset)).toISOString().slice(0, 10);

/** `days` real days valued by `value(index)`, then `forecastDays` forecast days continuing the trend. */
export const buildSeries = (value: (index: number) => number, days = 30, forecastDays = 7): SeriesPoint[] => [
  ...Array.from({ length: days }, (_, index) => ({ date: day(index), value: value(index), demo: 0, forecast: false })),
  ...Array.from({ length: forecastDays }, (_, index) => ({ date: day(days + index), value: value(days + index), demo: 0, forecast: true })),
];

export const buildAdminStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  totalUsers: 1234,
  recentSignups: 56,
  totalBlogPosts: 18,
  totalTools: 46,
  ...overrides,
});

/** Every series 1 a day (30 in the last 30 days, 7 forecast), site visits 10 a day. */
export const buildForecastingData = (overrides: Partial<ForecastingData> = {}): ForecastingData => ({
  emailsSent: buildSeries(() => 1),
  blogPostsCreated: buildSeries(() => 1),
  siteVisits: buildSeries(() => 10),
  blogReads: buildSeries(() => 1),
  linkClicks: buildSeries(() => 1),
  totalSubscribers: 1234,
  totalBlogs: 18,
  totalEmailsSent: 4321,
  demo: null,
  ...overrides,
});

export const buildEmailAnalytics = (overrides: Partial<EmailAnalytics> = {}): EmailAnalytics => ({
  todayStats: { emailsSent: 120, emailsScheduled: 300, eligibleDailySubscribers: 80, eligibleWeeklySubscribers: 900 },
  upcomingSchedule: { tomorrow: { date: '2025-01-08', dailyEmails: 80, weeklyEmails: 0 } },
  weeklyTrends: { emailsSent: buildSeries(() => 100, 7, 0), newSubscribers: buildSeries(() => 5, 7, 0), activeSubscribers: buildSeries(() => 1000, 7, 0) },
  ...overrides,
});

export const buildSubscriberAnalytics = (overrides: Partial<SubscriberAnalytics> = {}): SubscriberAnalytics => ({
  signupsPerDay: buildSeries(() => 2, 30, 0),
  bySource: [
    { label: 'website', count: 700, demo: 0 },
    { label: 'facebook-ads', count: 400, demo: 50 },
  ],
  byFrequency: [
    { label: 'weekly', count: 900, demo: 0 },
    { label: 'daily', count: 200, demo: 0 },
  ],
  byInterest: [{ label: 'AI Writing Tools', count: 500, demo: 0 }],
  utm: { source: [{ label: 'facebook', count: 300, demo: 0 }], medium: [{ label: 'cpc', count: 300, demo: 0 }], campaign: [] },
  ...overrides,
});

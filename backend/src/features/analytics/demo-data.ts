import type { DemoData } from '../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../contract/analytics.vocabulary.js';
import { createSeededRandom } from '../ai/offline/seeded-random.js';
import type { DemoDay, DemoSeed } from './analytics.events.js';
import type { StoredDemo } from './analytics.projection.js';
import { MONDAY } from '../email/schedule/newsletter-schedule.js';
import { weekdayOf } from '../email/schedule/schedule-calendar.js';
import { daysEndingWith } from './calendar.js';

/** Splits `total` by shares (the last part takes the rounding), dropping empty parts. */
const split = (total: number, shares: Record<string, number>): Record<string, number> => {
  const entries = Object.entries(shares);
  const sum = entries.reduce((accumulated, [, share]) => accumulated + share, 0);
  const parts: Record<string, number> = {};
  let given = 0;
  entries.forEach(([label, share], index) => {
    const part = index === entries.length - 1 ? total - given : Math.round((total * share) / sum);
    given += part;
    if (part > 0) parts[label] = part;
  });
  return parts;
};

/**
 * Thirty days of demo figures ending `today`, drawn from the date (the same day seeds the same data):
 * a list growing from about 1,200 subscribers, a daily send every day and a weekly one on Mondays,
 * site traffic with quieter weekends. Aggregates only: the demo has no person in it.
 */
export const demoSeed = (today: string, seedId: string): DemoSeed => {
  const random = createSeededRandom(`demo\n${today}`);
  let active = random.integer(1100, 1300);
  let campaigns = 0;
  const days: DemoDay[] = daysEndingWith(today, ANALYTICS_WINDOWS.historyDays).map((date) => {
    const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
    const signups = random.integer(12, 40);
    const unsubscribes = random.integer(0, 6);
    active += signups - unsubscribes;
    const daily = Math.round(active * 0.22);
    const weekly = weekdayOf(date) === MONDAY ? Math.round(active * 0.63) : 0;
    const sends = 1 + (weekly > 0 ? 1 : 0);
    campaigns += sends;
    const traffic = weekend ? 0.6 : 1;
    return {
      date,
      emailsSent: daily + weekly,
      signups,
      unsubscribes,
      activeSubscribers: active,
      siteVisits: Math.round(random.integer(450, 900) * traffic),
      blogReads: Math.round(random.integer(90, 260) * traffic),
      linkClicks: Math.round(random.integer(25, 95) * traffic),
      blogPostsCreated: random.integer(0, 2),
      campaigns: sends,
    };
  });
  return {
    seedId,
    days,
    subscribers: {
      total: active,
      bySource: split(active, { website: 40, 'facebook-ads': 25, 'google-ads': 15, dedicated_page: 10, 'manual-import': 10 }),
      byFrequency: split(active, { weekly: 60, daily: 25, major_updates: 15 }),
      byInterest: split(active, { 'AI Writing Tools': 35, 'AI Marketing': 25, 'AI Productivity': 20, business: 20 }),
      byUtmSource: split(Math.round(active * 0.5), { facebook: 50, google: 35, newsletter: 15 }),
      byUtmMedium: split(Math.round(active * 0.5), { cpc: 60, social: 25, email: 15 }),
      byUtmCampaign: split(Math.round(active * 0.5), { 'spring-launch': 55, 'ai-tools-guide': 45 }),
    },
    campaigns,
  };
};

/** The demo data as the dashboard describes it. */
export const demoData = (stored: StoredDemo): DemoData => ({
  seededAt: stored.seededAt,
  seededDays: stored.days.length,
  totalSubscribers: stored.subscribers.total,
  totalCampaigns: stored.campaigns,
});

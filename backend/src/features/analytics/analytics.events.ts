import { z } from 'zod';
import { TRACK_LIMITS } from '../../contract/analytics.vocabulary.js';
import { defineEvent, type EventOf } from '../../core/events/event-type.js';

/**
 * What the first-party beacon records: no address, no IP, no query string (the contract dropped it
 * and refuses any character an address needs), no cookie, no visitor id. Only the page, and for a
 * click the tool's name.
 */
export const PageViewed = defineEvent({
  type: 'PageViewed',
  schemaVersion: 1,
  schema: z.object({ path: z.string().max(TRACK_LIMITS.path) }),
});

export const ToolLinkClicked = defineEvent({
  type: 'ToolLinkClicked',
  schemaVersion: 1,
  schema: z.object({ path: z.string().max(TRACK_LIMITS.path), tool: z.string().max(TRACK_LIMITS.tool) }),
});

export const TRAFFIC_EVENT_TYPES = [PageViewed, ToolLinkClicked] as const;
export type TrafficEvent = EventOf<(typeof TRAFFIC_EVENT_TYPES)[number]>;

const count = z.number().int().nonnegative();

/** One day of demo figures. */
export const demoDaySchema = z.object({
  date: z.iso.date(),
  emailsSent: count,
  signups: count,
  unsubscribes: count,
  activeSubscribers: count,
  siteVisits: count,
  blogReads: count,
  linkClicks: count,
  blogPostsCreated: count,
  campaigns: count,
});
export type DemoDay = z.infer<typeof demoDaySchema>;

/** Demo subscribers per value of each breakdown (closed lists and invented utm labels; no person). */
const demoBreakdownSchema = z.record(z.string(), count);

export const demoSeedSchema = z.object({
  seedId: z.uuid(),
  days: z.array(demoDaySchema),
  subscribers: z.object({
    total: count,
    bySource: demoBreakdownSchema,
    byFrequency: demoBreakdownSchema,
    byInterest: demoBreakdownSchema,
    byUtmSource: demoBreakdownSchema,
    byUtmMedium: demoBreakdownSchema,
    byUtmCampaign: demoBreakdownSchema,
  }),
  campaigns: count,
});
export type DemoSeed = z.infer<typeof demoSeedSchema>;

/**
 * Demo data is one event marked demo by its type: aggregate figures, never a subscriber, so it cannot
 * be counted as one. Seeding again replaces it; removal takes it out of every chart.
 */
export const DemoAnalyticsSeeded = defineEvent({ type: 'DemoAnalyticsSeeded', schemaVersion: 1, schema: demoSeedSchema });
export const DemoAnalyticsRemoved = defineEvent({ type: 'DemoAnalyticsRemoved', schemaVersion: 1, schema: z.object({ seedId: z.uuid() }) });

export const DEMO_EVENT_TYPES = [DemoAnalyticsSeeded, DemoAnalyticsRemoved] as const;
export type DemoEvent = EventOf<(typeof DEMO_EVENT_TYPES)[number]>;

export const ANALYTICS_EVENT_TYPES = [...TRAFFIC_EVENT_TYPES, ...DEMO_EVENT_TYPES] as const;

/** One append-only stream per UTC day of traffic, so no stream grows without bound. */
export const trafficStream = (day: string) => `site-traffic-${day}`;
export const DEMO_STREAM = 'analytics-demo';

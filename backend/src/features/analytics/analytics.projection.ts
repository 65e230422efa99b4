import type { BreakdownDimension } from '../../contract/analytics.vocabulary.js';
import { type Frequency, preferencesInterest } from '../../contract/subscribers.vocabulary.js';
import type { RecordedEventOf } from '../../core/events/event-type.js';
import { defineProjection, type DocumentLookup } from '../../core/projections/projection.js';
import type { DocumentChange } from '../../core/read-model/read-model-store.port.js';
import { BlogPostPublished, BlogPostViewed, BlogViewsReset } from '../blog/blog.events.js';
import {
  SubscriberErased,
  SubscriberPreferencesChanged,
  SubscriberResubscribed,
  SubscriberSubscribed,
  SubscriberUnsubscribed,
} from '../subscribers/subscriber.events.js';
import { DemoAnalyticsRemoved, DemoAnalyticsSeeded, type DemoSeed, PageViewed, ToolLinkClicked } from './analytics.events.js';

export const ANALYTICS_PROJECTION = 'analytics';
export const DAYS = 'days';
/** Posts per publication day: kept apart from `days`, whose documents follow the events' own days (a post may be dated earlier). */
export const POST_DAYS = 'post-days';
export const MEMBERS = 'members';
export const BREAKDOWNS = 'breakdowns';
export const TOTALS = 'totals';
export const DEMO = 'demo';
const TOTALS_ID = 'all';
export const DEMO_ID = 'current';

/** One UTC day of real activity, written by the events of that day. `activeAtEnd`: active subscribers after its last event. */
export type AnalyticsDay = {
  id: string;
  signups: number;
  unsubscribes: number;
  pageViews: number;
  toolClicks: number;
  blogReads: number;
  activeAtEnd: number;
};

/** Posts published on one day (the date a post carries). */
export type PostDay = { id: string; blogPostsCreated: number };

/** What the breakdowns need to know of a subscriber, to take them out again when they change or leave. */
export type AnalyticsMember = {
  id: string;
  active: boolean;
  frequency: Frequency;
  interests: string[];
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** Active subscribers with one value of one dimension. */
export type BreakdownCount = { id: string; dimension: BreakdownDimension; label: string; count: number };

/** `readDays`: the days with blog reads since the last views reset, which a reset clears. */
export type AnalyticsTotals = { id: string; active: number; readDays: string[] };

export type StoredDemo = DemoSeed & { id: string; seededAt: string };

const emptyDay = (id: string): AnalyticsDay => ({ id, signups: 0, unsubscribes: 0, pageViews: 0, toolClicks: 0, blogReads: 0, activeAtEnd: 0 });

export const breakdownId = (dimension: BreakdownDimension, label: string): string => `${dimension}:${label}`;

/**
 * The (dimension, value) pairs an active member counts in. An interest counts under its display name
 * whichever spelling was stored (the subscribe page stores 'ai-writing', the preferences page 'AI
 * Writing Tools'), and once per member, so one interest is one row, joined by the demo figures
 * (keyed by display name too).
 */
const contributions = (member: AnalyticsMember | null): [BreakdownDimension, string][] => {
  if (!member?.active) return [];
  const interests = new Set(member.interests.map(preferencesInterest));
  const pairs: [BreakdownDimension, string][] = [
    ['source', member.source],
    ['frequency', member.frequency],
    ...[...interests].map((interest): [BreakdownDimension, string] => ['interest', interest]),
  ];
  if (member.utmSource) pairs.push(['utmSource', member.utmSource]);
  if (member.utmMedium) pairs.push(['utmMedium', member.utmMedium]);
  if (member.utmCampaign) pairs.push(['utmCampaign', member.utmCampaign]);
  return pairs;
};

const SUBSCRIBER_EVENTS = [SubscriberSubscribed, SubscriberResubscribed, SubscriberPreferencesChanged, SubscriberUnsubscribed, SubscriberErased] as const;
const EVENTS = [...SUBSCRIBER_EVENTS, BlogPostPublished, BlogPostViewed, BlogViewsReset, PageViewed, ToolLinkClicked, DemoAnalyticsSeeded, DemoAnalyticsRemoved] as const;
type AnalyticsEvent = RecordedEventOf<(typeof EVENTS)[number]>;
type SubscriberEvent = RecordedEventOf<(typeof SUBSCRIBER_EVENTS)[number]>;

/** The member after a subscriber event; null once erased (nothing of theirs is kept). */
const nextMember = (event: SubscriberEvent, previous: AnalyticsMember | null): AnalyticsMember | null => {
  switch (event.type) {
    case 'SubscriberSubscribed':
    case 'SubscriberResubscribed': {
      const { subscriberId, frequency, interests, source, utmSource, utmMedium, utmCampaign } = event.data;
      return { id: subscriberId, active: true, frequency, interests, source, utmSource, utmMedium, utmCampaign };
    }
    case 'SubscriberPreferencesChanged':
      return previous ? { ...previous, frequency: event.data.frequency, interests: event.data.interests } : null;
    case 'SubscriberUnsubscribed':
      return previous ? { ...previous, active: false } : null;
    case 'SubscriberErased':
      return null;
  }
};

/** Moves the breakdown counts from what `before` counted in to what `after` counts in. */
const moveBreakdowns = async (before: AnalyticsMember | null, after: AnalyticsMember | null, lookup: DocumentLookup): Promise<DocumentChange[]> => {
  const deltas = new Map<string, { dimension: BreakdownDimension; label: string; delta: number }>();
  const add = ([dimension, label]: [BreakdownDimension, string], delta: number) => {
    const id = breakdownId(dimension, label);
    const entry = deltas.get(id) ?? { dimension, label, delta: 0 };
    entry.delta += delta;
    deltas.set(id, entry);
  };
  contributions(before).forEach((pair) => add(pair, -1));
  contributions(after).forEach((pair) => add(pair, 1));
  const changes: DocumentChange[] = [];
  for (const [id, { dimension, label, delta }] of deltas) {
    if (delta === 0) continue;
    const current = (await lookup(BREAKDOWNS, id)) as BreakdownCount | null;
    const count = (current?.count ?? 0) + delta;
    changes.push(count > 0 ? { kind: 'put', collection: BREAKDOWNS, document: { id, dimension, label, count } } : { kind: 'delete', collection: BREAKDOWNS, id });
  }
  return changes;
};

const dayOf = (event: AnalyticsEvent): string => event.metadata.occurredAt.slice(0, 10);

/**
 * The dashboard's figures as daily buckets (UTC days) and running counts: signups, unsubscribes, page
 * views, tool clicks, blog reads and posts per day; active subscribers by source, frequency, interest
 * and utm values; the seeded demo data apart. Every figure of the analytics endpoints is read from
 * here (or another read model), never by scanning events.
 */
export const analyticsProjection = defineProjection({
  name: ANALYTICS_PROJECTION,
  // 2: interests counted by display name (ids and names folded together); the new version rebuilds the read model at start.
  version: 2,
  collections: [DAYS, POST_DAYS, MEMBERS, BREAKDOWNS, TOTALS, DEMO],
  events: EVENTS,
  prefetch: (event) => ('subscriberId' in event.data ? [{ collection: MEMBERS, id: event.data.subscriberId }] : []),
  async project(event, lookup): Promise<DocumentChange[]> {
    const totals = ((await lookup(TOTALS, TOTALS_ID)) as AnalyticsTotals | null) ?? { id: TOTALS_ID, active: 0, readDays: [] };
    const day = async (id: string) => ({ ...(((await lookup(DAYS, id)) as AnalyticsDay | null) ?? emptyDay(id)) });
    const today = await day(dayOf(event));
    const changes: DocumentChange[] = [];
    let nextTotals = totals;
    switch (event.type) {
      case 'SubscriberSubscribed':
      case 'SubscriberResubscribed':
      case 'SubscriberPreferencesChanged':
      case 'SubscriberUnsubscribed':
      case 'SubscriberErased': {
        const previous = (await lookup(MEMBERS, event.data.subscriberId)) as AnalyticsMember | null;
        const member = nextMember(event, previous);
        changes.push(...(await moveBreakdowns(previous, member, lookup)));
        changes.push(member ? { kind: 'put', collection: MEMBERS, document: member } : { kind: 'delete', collection: MEMBERS, id: event.data.subscriberId });
        const activeDelta = Number(member?.active ?? false) - Number(previous?.active ?? false);
        if (event.type === 'SubscriberSubscribed' || event.type === 'SubscriberResubscribed') today.signups += 1;
        if (event.type === 'SubscriberUnsubscribed' && activeDelta < 0) today.unsubscribes += 1;
        nextTotals = { ...totals, active: totals.active + activeDelta };
        break;
      }
      case 'BlogPostPublished': {
        // Counted on the day the post says it was published (seeded posts keep their dates).
        const id = event.data.post.publishDate;
        const published = ((await lookup(POST_DAYS, id)) as PostDay | null) ?? { id, blogPostsCreated: 0 };
        changes.push({ kind: 'put', collection: POST_DAYS, document: { id, blogPostsCreated: published.blogPostsCreated + 1 } });
        break;
      }
      case 'BlogPostViewed':
        today.blogReads += 1;
        if (!totals.readDays.includes(today.id)) nextTotals = { ...totals, readDays: [...totals.readDays, today.id] };
        break;
      case 'BlogViewsReset':
        // The views counters start again from zero, and so does the chart of reads.
        for (const id of totals.readDays) {
          if (id === today.id) continue;
          changes.push({ kind: 'put', collection: DAYS, document: { ...(await day(id)), blogReads: 0 } });
        }
        today.blogReads = 0;
        nextTotals = { ...totals, readDays: [] };
        break;
      case 'PageViewed':
        today.pageViews += 1;
        break;
      case 'ToolLinkClicked':
        today.toolClicks += 1;
        break;
      case 'DemoAnalyticsSeeded':
        changes.push({ kind: 'put', collection: DEMO, document: { ...event.data, id: DEMO_ID, seededAt: event.metadata.occurredAt } });
        break;
      case 'DemoAnalyticsRemoved': {
        const demo = (await lookup(DEMO, DEMO_ID)) as StoredDemo | null;
        if (demo?.seedId === event.data.seedId) changes.push({ kind: 'delete', collection: DEMO, id: DEMO_ID });
        break;
      }
    }
    today.activeAtEnd = nextTotals.active;
    changes.push({ kind: 'put', collection: DAYS, document: today });
    if (nextTotals !== totals) changes.push({ kind: 'put', collection: TOTALS, document: nextTotals });
    return changes;
  },
});

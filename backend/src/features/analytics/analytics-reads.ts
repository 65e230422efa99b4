import { Injectable } from '@nestjs/common';
import type { BreakdownItem } from '../../contract/analytics.contract.js';
import type { BreakdownDimension } from '../../contract/analytics.vocabulary.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import {
  ANALYTICS_PROJECTION,
  type AnalyticsDay,
  type AnalyticsTotals,
  type PostDay,
  POST_DAYS,
  BREAKDOWNS,
  type BreakdownCount,
  DAYS,
  DEMO,
  DEMO_ID,
  type StoredDemo,
  TOTALS,
} from './analytics.projection.js';
import type { DemoDay, DemoSeed } from './analytics.events.js';
import { daysEndingWith } from './calendar.js';

/** A window of days: each day's bucket (absent: nothing happened) and the active count carried into it. */
export type DayWindow = { days: string[]; real: Map<string, AnalyticsDay>; posts: Map<string, number>; demo: Map<string, DemoDay>; activeBefore: number };

const DEMO_BREAKDOWNS: Record<BreakdownDimension, keyof DemoSeed['subscribers']> = {
  source: 'bySource',
  frequency: 'byFrequency',
  interest: 'byInterest',
  utmSource: 'byUtmSource',
  utmMedium: 'byUtmMedium',
  utmCampaign: 'byUtmCampaign',
};

/** The analytics read model as the dashboard's queries read it: a few indexed reads per answer, whatever the history. */
@Injectable()
export class AnalyticsReads {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
  ) {}

  /** Read-your-writes for the analytics commands. */
  visible(position: number | null): Promise<void> {
    return this.engine.waitFor(position ?? 0, [ANALYTICS_PROJECTION]);
  }

  async window(lastDay: string, count: number): Promise<DayWindow> {
    const days = daysEndingWith(lastDay, count);
    const inRange = { range: { field: 'id', gte: days[0], lte: lastDay } };
    const [inWindow, posts, [before], demo] = await Promise.all([
      this.readModels.find<AnalyticsDay>(ANALYTICS_PROJECTION, DAYS, inRange),
      this.readModels.find<PostDay>(ANALYTICS_PROJECTION, POST_DAYS, inRange),
      // The last day with activity before the window carries its active count in.
      this.readModels.find<AnalyticsDay>(ANALYTICS_PROJECTION, DAYS, { range: { field: 'id', lt: days[0] }, sort: { field: 'id', direction: 'desc' }, limit: 1 }),
      this.demo(),
    ]);
    const inDays = new Set(days);
    return {
      days,
      real: new Map(inWindow.map((day) => [day.id, day])),
      posts: new Map(posts.map((day) => [day.id, day.blogPostsCreated])),
      demo: new Map((demo?.days ?? []).filter((day) => inDays.has(day.date)).map((day) => [day.date, day])),
      activeBefore: before?.activeAtEnd ?? 0,
    };
  }

  async totals(): Promise<AnalyticsTotals> {
    return (await this.readModels.get<AnalyticsTotals>(ANALYTICS_PROJECTION, TOTALS, 'all')) ?? { id: 'all', active: 0, readDays: [] };
  }

  demo(): Promise<StoredDemo | null> {
    return this.readModels.get<StoredDemo>(ANALYTICS_PROJECTION, DEMO, DEMO_ID);
  }

  /** Active subscribers per value of one dimension, and the demo subscribers apart; largest first. */
  async breakdown(dimension: BreakdownDimension, demo: StoredDemo | null): Promise<BreakdownItem[]> {
    const counts = await this.readModels.find<BreakdownCount>(ANALYTICS_PROJECTION, BREAKDOWNS, { where: { dimension } });
    const items = new Map<string, BreakdownItem>(counts.map(({ label, count }) => [label, { label, count, demo: 0 }]));
    for (const [label, count] of Object.entries(demo?.subscribers[DEMO_BREAKDOWNS[dimension]] ?? {})) {
      items.set(label, { label, count: items.get(label)?.count ?? 0, demo: count });
    }
    return [...items.values()].sort((left, right) => right.count + right.demo - (left.count + left.demo) || (left.label < right.label ? -1 : 1));
  }
}

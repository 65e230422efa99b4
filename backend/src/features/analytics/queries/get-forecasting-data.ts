import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ForecastingData } from '../../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../../contract/analytics.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CountBlogPosts } from '../../blog/queries/count-blog-posts.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { dayOfInstant } from '../calendar.js';
import { EmailsSentPerDay, TotalEmailsSent } from '../../email/stats/emails-sent.js';
import { demoData } from '../demo-data.js';
import { seriesFromValues, seriesOf, withForecast } from '../series.js';

/** The five charts: the last 30 days (today last) and 7 forecast days each, with demo data apart; and three totals. */
export class GetForecastingData extends Query<ForecastingData> {}

@QueryHandler(GetForecastingData)
export class GetForecastingDataHandler implements IQueryHandler<GetForecastingData> {
  constructor(
    private readonly reads: AnalyticsReads,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ForecastingData> {
    const window = await this.reads.window(dayOfInstant(this.clock.now()), ANALYTICS_WINDOWS.historyDays);
    const [emailsSent, totals, totalBlogs, totalEmailsSent, demo] = await Promise.all([
      this.queries.execute(new EmailsSentPerDay(window.days)),
      this.reads.totals(),
      this.queries.execute(new CountBlogPosts()),
      this.queries.execute(new TotalEmailsSent()),
      this.reads.demo(),
    ]);
    return {
      emailsSent: withForecast(seriesFromValues(window, emailsSent, (day) => day?.emailsSent ?? 0), 'emailsSent'),
      blogPostsCreated: withForecast(seriesFromValues(window, window.posts, (day) => day?.blogPostsCreated ?? 0), 'blogPostsCreated'),
      siteVisits: withForecast(seriesOf(window, (day) => day?.pageViews ?? 0, (day) => day?.siteVisits ?? 0), 'siteVisits'),
      blogReads: withForecast(seriesOf(window, (day) => day?.blogReads ?? 0, (day) => day?.blogReads ?? 0), 'blogReads'),
      linkClicks: withForecast(seriesOf(window, (day) => day?.toolClicks ?? 0, (day) => day?.linkClicks ?? 0), 'linkClicks'),
      totalSubscribers: totals.active,
      totalBlogs,
      totalEmailsSent,
      demo: demo && demoData(demo),
    };
  }
}

import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AdminStats } from '../../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../../contract/analytics.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CountBlogPosts } from '../../blog/queries/count-blog-posts.js';
import { CountTools } from '../../catalogue/queries/count-tools.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { dayOfInstant } from '../calendar.js';

/** The stats cards: active subscribers, signups of the last 7 days, published posts, listed tools. Demo data never counts. */
export class GetAdminStats extends Query<AdminStats> {}

@QueryHandler(GetAdminStats)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStats> {
  constructor(
    private readonly reads: AnalyticsReads,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<AdminStats> {
    const [totals, window, totalBlogPosts, totalTools] = await Promise.all([
      this.reads.totals(),
      this.reads.window(dayOfInstant(this.clock.now()), ANALYTICS_WINDOWS.recentSignupDays),
      this.queries.execute(new CountBlogPosts()),
      this.queries.execute(new CountTools()),
    ]);
    const recentSignups = [...window.real.values()].reduce((sum, day) => sum + day.signups, 0);
    return { totalUsers: totals.active, recentSignups, totalBlogPosts, totalTools };
  }
}

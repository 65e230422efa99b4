import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriberAnalytics } from '../../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../../contract/analytics.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { dayOfInstant } from '../calendar.js';
import { seriesOf } from '../series.js';

/** Signups per day over 30 days, and the active subscribers by source, frequency, interest and utm values; demo apart. */
export class GetSubscriberAnalytics extends Query<SubscriberAnalytics> {}

@QueryHandler(GetSubscriberAnalytics)
export class GetSubscriberAnalyticsHandler implements IQueryHandler<GetSubscriberAnalytics> {
  constructor(
    private readonly reads: AnalyticsReads,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<SubscriberAnalytics> {
    const [window, demo] = await Promise.all([this.reads.window(dayOfInstant(this.clock.now()), ANALYTICS_WINDOWS.historyDays), this.reads.demo()]);
    const [bySource, byFrequency, byInterest, source, medium, campaign] = await Promise.all(
      (['source', 'frequency', 'interest', 'utmSource', 'utmMedium', 'utmCampaign'] as const).map((dimension) => this.reads.breakdown(dimension, demo)),
    );
    return {
      signupsPerDay: seriesOf(window, (day) => day?.signups ?? 0, (day) => day?.signups ?? 0),
      bySource,
      byFrequency,
      byInterest,
      utm: { source, medium, campaign },
    };
  }
}

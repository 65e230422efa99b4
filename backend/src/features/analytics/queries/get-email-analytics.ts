import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmailAnalytics } from '../../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../../contract/analytics.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { addDays, dayOfInstant } from '../calendar.js';
import { EligibleSubscribers } from '../../email/stats/eligible-subscribers.js';
import { EmailsSentPerDay } from '../../email/stats/emails-sent.js';
import { EmailsScheduledOn } from '../../email/stats/scheduled-emails.js';
import { activeSeries, seriesFromValues, seriesOf } from '../series.js';

/** Today's email figures, tomorrow's schedule and the trends of the last 7 days. Each email figure has its own query. */
export class GetEmailAnalytics extends Query<EmailAnalytics> {}

@QueryHandler(GetEmailAnalytics)
export class GetEmailAnalyticsHandler implements IQueryHandler<GetEmailAnalytics> {
  constructor(
    private readonly reads: AnalyticsReads,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<EmailAnalytics> {
    const today = dayOfInstant(this.clock.now());
    const window = await this.reads.window(today, ANALYTICS_WINDOWS.weeklyTrendDays);
    const [sent, scheduledToday, tomorrow, eligibleDailySubscribers, eligibleWeeklySubscribers] = await Promise.all([
      this.queries.execute(new EmailsSentPerDay(window.days)),
      this.queries.execute(new EmailsScheduledOn(today)),
      this.queries.execute(new EmailsScheduledOn(addDays(today, 1))),
      this.queries.execute(new EligibleSubscribers('daily')),
      this.queries.execute(new EligibleSubscribers('weekly')),
    ]);
    return {
      todayStats: {
        emailsSent: sent.get(today) ?? 0,
        emailsScheduled: scheduledToday.dailyEmails + scheduledToday.weeklyEmails,
        eligibleDailySubscribers,
        eligibleWeeklySubscribers,
      },
      upcomingSchedule: { tomorrow },
      weeklyTrends: {
        emailsSent: seriesFromValues(window, sent, (day) => day?.emailsSent ?? 0),
        newSubscribers: seriesOf(window, (day) => day?.signups ?? 0, (day) => day?.signups ?? 0),
        activeSubscribers: activeSeries(window, (day) => day?.activeSubscribers ?? 0),
      },
    };
  }
}

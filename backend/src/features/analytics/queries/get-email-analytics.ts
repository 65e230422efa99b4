import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EmailAnalytics } from '../../../contract/analytics.contract.js';
import { ANALYTICS_WINDOWS } from '../../../contract/analytics.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { AnalyticsReads } from '../analytics-reads.js';
import { addDays, dayOfInstant } from '../calendar.js';
import { EligibleSubscribers } from '../../email/stats/eligible-subscribers.js';
import { EmailsSentOn, EmailsSentPerDay } from '../../email/stats/emails-sent.js';
import { EmailsScheduledOn } from '../../email/stats/scheduled-emails.js';
import { ScheduleToday } from '../../email/stats/schedule-today.js';
import { activeSeries, seriesFromValues, seriesOf } from '../series.js';

/**
 * Today's email figures and tomorrow's schedule, on the newsletter's calendar (SCHEDULE_TIMEZONE, the
 * day the jobs and drafts call today), and the trends of the last 7 UTC days, like every chart of the
 * dashboard. Each email figure has its own query.
 */
export class GetEmailAnalytics extends Query<EmailAnalytics> {}

@QueryHandler(GetEmailAnalytics)
export class GetEmailAnalyticsHandler implements IQueryHandler<GetEmailAnalytics> {
  constructor(
    private readonly reads: AnalyticsReads,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<EmailAnalytics> {
    const [today, window] = await Promise.all([
      this.queries.execute(new ScheduleToday()),
      this.reads.window(dayOfInstant(this.clock.now()), ANALYTICS_WINDOWS.weeklyTrendDays),
    ]);
    const [sent, sentToday, scheduledToday, tomorrow, eligibleDailySubscribers, eligibleWeeklySubscribers] = await Promise.all([
      this.queries.execute(new EmailsSentPerDay(window.days)),
      this.queries.execute(new EmailsSentOn(today)),
      this.queries.execute(new EmailsScheduledOn(today)),
      this.queries.execute(new EmailsScheduledOn(addDays(today, 1))),
      this.queries.execute(new EligibleSubscribers('daily')),
      this.queries.execute(new EligibleSubscribers('weekly')),
    ]);
    return {
      todayStats: {
        emailsSent: sentToday,
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

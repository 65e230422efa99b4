import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isMonday } from '../calendar.js';
import { EligibleSubscribers } from './eligible-subscribers.js';

export type ScheduledEmails = { date: string; dailyEmails: number; weeklyEmails: number };

/**
 * The emails the schedule plans for a UTC day (operator-area.md section 9): the daily send to every
 * eligible daily subscriber, and on Mondays the weekly send to every eligible weekly one.
 */
export class EmailsScheduledOn extends Query<ScheduledEmails> {
  constructor(readonly date: string) {
    super();
  }
}

@QueryHandler(EmailsScheduledOn)
export class EmailsScheduledOnHandler implements IQueryHandler<EmailsScheduledOn> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ date }: EmailsScheduledOn): Promise<ScheduledEmails> {
    const [daily, weekly] = await Promise.all([
      this.queries.execute(new EligibleSubscribers('daily')),
      isMonday(date) ? this.queries.execute(new EligibleSubscribers('weekly')) : Promise.resolve(0),
    ]);
    return { date, dailyEmails: daily, weeklyEmails: weekly };
  }
}

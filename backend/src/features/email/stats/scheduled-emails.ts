import { Inject } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from '../schedule/newsletter-schedule.js';
import type { CalendarDate } from '../schedule/schedule-calendar.js';
import { DraftStreams } from '../drafts/draft-streams.js';
import { EligibleSubscribers } from './eligible-subscribers.js';

export type ScheduledEmails = { date: string; dailyEmails: number; weeklyEmails: number };

/** A draft in one of these states will not go out (again): its date's send is over. */
const FINISHED: ReadonlySet<string> = new Set(['sent', 'rejected', 'expired']);

/**
 * The emails the newsletter schedule plans for a date (operator-area.md section 9): the daily send to
 * every eligible daily subscriber and, on the weekly newsletter's day, the weekly send to every
 * eligible weekly one; a send whose draft for that date was already sent, rejected or expired is
 * over and counts nothing (a pending or approved draft, or one not written yet, still may go out).
 */
export class EmailsScheduledOn extends Query<ScheduledEmails> {
  constructor(readonly date: CalendarDate) {
    super();
  }
}

@QueryHandler(EmailsScheduledOn)
export class EmailsScheduledOnHandler implements IQueryHandler<EmailsScheduledOn> {
  constructor(
    private readonly queries: QueryBus,
    private readonly drafts: DraftStreams,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
  ) {}

  async execute({ date }: EmailsScheduledOn): Promise<ScheduledEmails> {
    const finished = new Set((await this.drafts.list({ targetDate: date })).filter((draft) => FINISHED.has(draft.status)).map((draft) => draft.frequency));
    const count = (frequency: 'daily' | 'weekly'): Promise<number> =>
      this.schedule.sends(frequency, date) && !finished.has(frequency) ? this.queries.execute(new EligibleSubscribers(frequency)) : Promise.resolve(0);
    const [dailyEmails, weeklyEmails] = await Promise.all([count('daily'), count('weekly')]);
    return { date, dailyEmails, weeklyEmails };
  }
}

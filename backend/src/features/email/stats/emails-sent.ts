import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels } from '../../../core/projections/read-models.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from '../schedule/newsletter-schedule.js';
import type { CalendarDate } from '../schedule/schedule-calendar.js';
import {
  EMAIL_DAYS_COLLECTION,
  EMAIL_QUARTERS_COLLECTION,
  EMAIL_STATS_PROJECTION,
  EMAIL_TOTALS_COLLECTION,
  EMAIL_TOTALS_ID,
  type EmailDay,
  type EmailQuarter,
  quarterOf,
} from './email-stats.projection.js';

/**
 * Emails sent per UTC day (consecutive days, oldest first): every mail the provider accepted, newsletter
 * and campaign messages and the single mails alike, from the email-stats read model. A day without a
 * send counts 0.
 */
export class EmailsSentPerDay extends Query<Map<string, number>> {
  constructor(readonly days: readonly string[]) {
    super();
  }
}

@QueryHandler(EmailsSentPerDay)
export class EmailsSentPerDayHandler implements IQueryHandler<EmailsSentPerDay> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ days }: EmailsSentPerDay): Promise<Map<string, number>> {
    const first = days[0];
    const last = days.at(-1);
    if (first === undefined || last === undefined) return new Map();
    const stored = await this.readModels.find<EmailDay>(EMAIL_STATS_PROJECTION, EMAIL_DAYS_COLLECTION, { range: { field: 'id', gte: first, lte: last } });
    const sent = new Map(stored.map((day) => [day.id, day.sent]));
    return new Map(days.map((day) => [day, sent.get(day) ?? 0]));
  }
}

/**
 * Emails sent on a date of the newsletter's calendar (SCHEDULE_TIMEZONE): the quarters of an hour
 * from that date's midnight to the next one's, there.
 */
export class EmailsSentOn extends Query<number> {
  constructor(readonly date: CalendarDate) {
    super();
  }
}

@QueryHandler(EmailsSentOn)
export class EmailsSentOnHandler implements IQueryHandler<EmailsSentOn> {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
  ) {}

  async execute({ date }: EmailsSentOn): Promise<number> {
    const { start, end } = this.schedule.dayBounds(date);
    const range = { field: 'id', gte: quarterOf(start), lt: quarterOf(end) };
    const quarters = await this.readModels.find<EmailQuarter>(EMAIL_STATS_PROJECTION, EMAIL_QUARTERS_COLLECTION, { range });
    return quarters.reduce((sent, quarter) => sent + quarter.sent, 0);
  }
}

/** Emails sent, all time (the same count as the days'). */
export class TotalEmailsSent extends Query<number> {}

@QueryHandler(TotalEmailsSent)
export class TotalEmailsSentHandler implements IQueryHandler<TotalEmailsSent> {
  constructor(private readonly readModels: ReadModels) {}

  async execute(): Promise<number> {
    const totals = await this.readModels.get<EmailDay>(EMAIL_STATS_PROJECTION, EMAIL_TOTALS_COLLECTION, EMAIL_TOTALS_ID);
    return totals?.sent ?? 0;
  }
}

import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { NEWSLETTER_SCHEDULE, type NewsletterSchedule } from '../schedule/newsletter-schedule.js';
import type { CalendarDate } from '../schedule/schedule-calendar.js';

/**
 * Today's date on the newsletter's calendar (SCHEDULE_TIMEZONE): the rule the jobs and drafts go by,
 * so the email figures call the same day "today" as the scheduler does.
 */
export class ScheduleToday extends Query<CalendarDate> {}

@QueryHandler(ScheduleToday)
export class ScheduleTodayHandler implements IQueryHandler<ScheduleToday> {
  constructor(
    @Inject(NEWSLETTER_SCHEDULE) private readonly schedule: NewsletterSchedule,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<CalendarDate> {
    return this.schedule.today(this.clock.now());
  }
}

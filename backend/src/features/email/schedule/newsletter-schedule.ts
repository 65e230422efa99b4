import type { DraftFrequency } from '../drafts/draft.events.js';
import { addDays, type CalendarDate, dateIn, instantAt, nextMonday, weekdayOf } from './schedule-calendar.js';

/** The daily newsletter goes out at 8 AM, the weekly one on Monday at 8 AM; drafts are made 24 hours before (operator-area.md section 9). */
export const SEND_TIME = '08:00';
export const MONDAY = 1;

/** The newsletter calendar in SCHEDULE_TIMEZONE. */
export class NewsletterSchedule {
  constructor(readonly timeZone: string) {}

  today(now: Date): CalendarDate {
    return dateIn(now, this.timeZone);
  }

  /** The instants a date spans in the zone: from its first moment to the next date's (23 to 25 hours around a clock change). */
  dayBounds(date: CalendarDate): { start: Date; end: Date } {
    return { start: instantAt(date, '00:00', this.timeZone), end: instantAt(addDays(date, 1), '00:00', this.timeZone) };
  }

  /** When the newsletter of a date goes out. */
  sendAt(date: CalendarDate): Date {
    return instantAt(date, SEND_TIME, this.timeZone);
  }

  /** Whether a frequency has a newsletter on that date. */
  sends(frequency: DraftFrequency, date: CalendarDate): boolean {
    return frequency === 'daily' || weekdayOf(date) === MONDAY;
  }

  /** The next newsletter date a draft written now is for: tomorrow, or next Monday. */
  nextTarget(frequency: DraftFrequency, now: Date): CalendarDate {
    const today = this.today(now);
    return frequency === 'daily' ? addDays(today, 1) : nextMonday(today);
  }
}

export const NEWSLETTER_SCHEDULE = Symbol('NEWSLETTER_SCHEDULE');

import { CronTime } from 'cron';

/**
 * A cron expression (5 fields, or 6 with seconds) read in an IANA time zone, as the scheduler fires
 * it. Pure: every answer is computed from the instant it is given, so the caller's clock decides.
 */
export class CronSchedule {
  private readonly time: CronTime;

  constructor(
    readonly expression: string,
    readonly timezone: string,
  ) {
    const { valid, error } = CronTime.validateCronExpression(expression);
    if (!valid) throw new Error(`Invalid cron expression "${expression}": ${error?.message ?? 'unreadable'}`);
    this.time = new CronTime(expression, timezone);
  }

  /** The first occurrence strictly after `instant`. */
  nextAfter(instant: Date): Date {
    return this.time.getNextDateFrom(instant, this.timezone).toJSDate();
  }

  /**
   * The latest occurrence after `after` (exclusive) and at or before `now`, or null when none is due.
   * A binary search on "the next occurrence after t is due", which holds up to some instant and not
   * after it: a few dozen steps even for a frequent schedule missed for years.
   */
  latestDue(after: Date, now: Date): Date | null {
    const due = (instant: number) => this.nextAfter(new Date(instant)).getTime() <= now.getTime();
    let low = after.getTime();
    let high = now.getTime();
    if (!due(low)) return null;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (due(middle)) low = middle;
      else high = middle;
    }
    return this.nextAfter(new Date(low));
  }
}

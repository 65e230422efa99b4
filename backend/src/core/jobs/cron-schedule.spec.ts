import { describe, expect, it } from '@jest/globals';
import { CronSchedule } from './cron-schedule.js';

const at = (iso: string) => new Date(iso);

describe('CronSchedule', () => {
  it('reads the expression in its time zone, across a daylight-saving change', () => {
    const mondayEight = new CronSchedule('0 8 * * 1', 'Europe/Paris');
    // Winter time (UTC+1) before 29 March 2026, summer time (UTC+2) after.
    expect(mondayEight.nextAfter(at('2026-03-20T12:00:00Z')).toISOString()).toBe('2026-03-23T07:00:00.000Z');
    expect(mondayEight.nextAfter(at('2026-03-27T12:00:00Z')).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(new CronSchedule('0 8 * * *', 'UTC').nextAfter(at('2026-03-27T08:00:00Z')).toISOString()).toBe('2026-03-28T08:00:00.000Z');
  });

  it('finds the latest occurrence missed since a point in time, or none', () => {
    const daily = new CronSchedule('0 8 * * *', 'UTC');
    expect(daily.latestDue(at('2026-03-01T08:00:00Z'), at('2026-03-04T09:30:00Z'))?.toISOString()).toBe('2026-03-04T08:00:00.000Z');
    expect(daily.latestDue(at('2026-03-04T08:00:00Z'), at('2026-03-04T09:30:00Z'))).toBeNull();
    expect(daily.latestDue(at('2026-03-04T07:00:00Z'), at('2026-03-04T08:00:00Z'))?.toISOString()).toBe('2026-03-04T08:00:00.000Z');
  });

  it('finds the latest occurrence of a frequent schedule missed for a long time without walking every one', () => {
    const everyTenSeconds = new CronSchedule('*/10 * * * * *', 'UTC');
    const started = performance.now();
    expect(everyTenSeconds.latestDue(at('2025-01-01T00:00:00Z'), at('2026-03-04T09:30:07Z'))?.toISOString()).toBe('2026-03-04T09:30:00.000Z');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses an expression cron cannot read', () => {
    expect(() => new CronSchedule('61 * * * *', 'UTC')).toThrow('Invalid cron expression "61 * * * *"');
  });
});

import { describe, expect, it } from '@jest/globals';
import { addDays, assertTimeZone, dateIn, instantAt, isCalendarDate, nextMonday, weekdayOf } from './schedule-calendar.js';

describe('schedule calendar', () => {
  it('reads the date an instant falls on in the zone', () => {
    const instant = new Date('2025-06-01T23:30:00Z');
    expect(dateIn(instant, 'UTC')).toBe('2025-06-01');
    expect(dateIn(instant, 'Europe/Paris')).toBe('2025-06-02');
    expect(dateIn(instant, 'America/New_York')).toBe('2025-06-01');
  });

  it('finds the instant of a wall-clock time, across daylight-saving changes', () => {
    expect(instantAt('2025-06-02', '08:00', 'UTC').toISOString()).toBe('2025-06-02T08:00:00.000Z');
    expect(instantAt('2025-06-02', '08:00', 'Europe/Paris').toISOString()).toBe('2025-06-02T06:00:00.000Z');
    expect(instantAt('2025-01-06', '08:00', 'Europe/Paris').toISOString()).toBe('2025-01-06T07:00:00.000Z');
    // The Sunday clocks spring forward in New York, and the Monday after.
    expect(instantAt('2025-03-09', '08:00', 'America/New_York').toISOString()).toBe('2025-03-09T12:00:00.000Z');
    expect(instantAt('2025-03-08', '08:00', 'America/New_York').toISOString()).toBe('2025-03-08T13:00:00.000Z');
  });

  it('counts days and weekdays on calendar dates', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(weekdayOf('2025-06-01')).toBe(0);
    expect(nextMonday('2025-06-01')).toBe('2025-06-02');
    expect(nextMonday('2025-06-02')).toBe('2025-06-09');
    expect(nextMonday('2025-06-04')).toBe('2025-06-09');
  });

  it('tells real dates from look-alikes and refuses unknown zones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-6-1')).toBe(false);
    expect(() => assertTimeZone('Mars/Olympus')).toThrow(RangeError);
  });
});

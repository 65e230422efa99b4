import { describe, expect, it } from '@jest/globals';
import { NewsletterSchedule } from './newsletter-schedule.js';

const bounds = (timeZone: string, date: string) => {
  const { start, end } = new NewsletterSchedule(timeZone).dayBounds(date);
  return [start.toISOString(), end.toISOString()];
};

describe('newsletter schedule', () => {
  it('calls today the date of the zone, far from UTC too', () => {
    const instant = new Date('2026-11-29T18:45:00Z');
    expect(new NewsletterSchedule('UTC').today(instant)).toBe('2026-11-29');
    expect(new NewsletterSchedule('Pacific/Tongatapu').today(instant)).toBe('2026-11-30');
    expect(new NewsletterSchedule('Pacific/Pago_Pago').today(instant)).toBe('2026-11-29');
  });

  it("spans a date from its midnight to the next one's in the zone, 23 or 25 hours on a clock change", () => {
    expect(bounds('Pacific/Tongatapu', '2026-11-30')).toEqual(['2026-11-29T11:00:00.000Z', '2026-11-30T11:00:00.000Z']);
    expect(bounds('Asia/Kathmandu', '2026-11-30')).toEqual(['2026-11-29T18:15:00.000Z', '2026-11-30T18:15:00.000Z']);
    expect(bounds('Europe/Paris', '2026-03-29')).toEqual(['2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z']);
    expect(bounds('Europe/Paris', '2026-10-25')).toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
  });
});

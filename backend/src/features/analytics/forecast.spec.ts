import { describe, expect, it } from '@jest/globals';
import { forecastValues } from './forecast.js';

describe('forecast (operator-area.md section 9)', () => {
  it('continues from the last value and the latest daily change, within the noise of plus or minus 5', () => {
    const forecast = forecastValues([10, 12, 20, 26], '2026-02-10', 'siteVisits');
    expect(forecast.map((point) => point.date)).toEqual(['2026-02-11', '2026-02-12', '2026-02-13', '2026-02-14', '2026-02-15', '2026-02-16', '2026-02-17']);
    forecast.forEach((point, index) => {
      const trend = 26 + (index + 1) * 6;
      expect(Math.abs(point.value - trend)).toBeLessThanOrEqual(5);
      expect(Number.isInteger(point.value)).toBe(true);
    });
  });

  it('never goes below zero', () => {
    expect(forecastValues([50, 10], '2026-02-10', 'blogReads').every((point) => point.value >= 0)).toBe(true);
    expect(forecastValues([50, 10], '2026-02-10', 'blogReads').at(-1)?.value).toBe(0);
  });

  it('draws the same noise for the same series and date, and other noise for another series', () => {
    const values = Array.from({ length: 30 }, () => 100);
    expect(forecastValues(values, '2026-02-10', 'siteVisits')).toEqual(forecastValues(values, '2026-02-10', 'siteVisits'));
    expect(forecastValues(values, '2026-02-10', 'siteVisits')).not.toEqual(forecastValues(values, '2026-02-10', 'linkClicks'));
    const noise = forecastValues(values, '2026-02-10', 'siteVisits').map((point) => point.value - 100);
    expect(new Set(noise).size).toBeGreaterThan(1);
  });
});

import { describe, expect, it } from '@jest/globals';
import { chartRows, shortDay, summarize } from './chart-rows';

const points = [
  { date: '2025-01-01', value: 4, demo: 0, forecast: false },
  { date: '2025-01-02', value: 6, demo: 3, forecast: false },
  { date: '2025-01-03', value: 8, demo: 0, forecast: true },
  { date: '2025-01-04', value: 9, demo: 0, forecast: true },
];

describe('chartRows', () => {
  it('puts real days on the actual line and forecast days on the forecast line, joined at the last real day', () => {
    expect(chartRows(points)).toEqual([
      { date: '2025-01-01', label: 'Jan 1', actual: 4, forecast: null, demo: null },
      { date: '2025-01-02', label: 'Jan 2', actual: 6, forecast: 6, demo: 3 },
      { date: '2025-01-03', label: 'Jan 3', actual: null, forecast: 8, demo: null },
      { date: '2025-01-04', label: 'Jan 4', actual: null, forecast: 9, demo: null },
    ]);
  });

  it('draws no forecast line for a series without forecast days', () => {
    expect(chartRows(points.slice(0, 2)).map((row) => row.forecast)).toEqual([null, null]);
  });
});

describe('summarize', () => {
  it('totals real days, forecast days and demo data apart', () => {
    expect(summarize(points)).toEqual({ actualTotal: 10, forecastTotal: 17, demoTotal: 3, days: 2, forecastDays: 2 });
  });
});

describe('shortDay', () => {
  it('reads a plain day as UTC and leaves an unreadable value as it is', () => {
    expect(shortDay('2025-03-09')).toBe('Mar 9');
    expect(shortDay('yesterday')).toBe('yesterday');
  });
});

import { describe, expect, it } from '@jest/globals';
import { chartRows, describeSummary, shortDay, summarize } from './chart-rows';

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
    expect(summarize(points)).toEqual({ actualTotal: 10, forecastTotal: 17, demoTotal: 3, days: 2, forecastDays: 2, latestChange: 2 });
  });
});

describe('describeSummary', () => {
  it('says what a forecast far above the month rests on: the latest daily change, repeated each day', () => {
    // The audit's case: a quiet month, then today's visits (130 after 1 yesterday); the server's straight line continues that step.
    const quietThenBusy = [...Array.from({ length: 28 }, () => 0), 1, 130].map((value, index) => ({ date: `2025-01-${String(index + 1).padStart(2, '0')}`, value, demo: 0, forecast: false }));
    const forecast = Array.from({ length: 7 }, (_, index) => ({ date: `2025-02-0${index + 1}`, value: 130 + (index + 1) * 129, demo: 0, forecast: true }));
    expect(describeSummary(summarize([...quietThenBusy, ...forecast]))).toBe('131 in the last 30 days · 4,522 forecast for the next 7, the latest daily change (+129) repeated each day');
  });

  it('signs a falling change, and leaves out the forecast and demo parts when there are none', () => {
    expect(describeSummary(summarize([{ ...points[0]!, value: 9 }, points[1]!, points[2]!]))).toBe('15 in the last 2 days · 8 forecast for the next 1, the latest daily change (-3) repeated each day · 3 from demo data, not counted');
    expect(describeSummary(summarize(points.slice(0, 2)))).toBe('10 in the last 2 days · 3 from demo data, not counted');
  });
});

describe('shortDay', () => {
  it('reads a plain day as UTC and leaves an unreadable value as it is', () => {
    expect(shortDay('2025-03-09')).toBe('Mar 9');
    expect(shortDay('yesterday')).toBe('yesterday');
  });
});

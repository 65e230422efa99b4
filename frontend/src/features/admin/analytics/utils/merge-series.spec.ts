import { describe, expect, it } from '@jest/globals';
import { mergeSeries } from './merge-series';

describe('mergeSeries', () => {
  it('lines several series up by date and leaves a gap where one has no value', () => {
    expect(
      mergeSeries({
        sent: [
          { date: '2025-01-01', value: 10, demo: 0, forecast: false },
          { date: '2025-01-02', value: 12, demo: 0, forecast: false },
        ],
        joined: [{ date: '2025-01-02', value: 3, demo: 0, forecast: false }],
      }),
    ).toEqual([
      { date: '2025-01-01', label: 'Jan 1', sent: 10, joined: null },
      { date: '2025-01-02', label: 'Jan 2', sent: 12, joined: 3 },
    ]);
  });
});

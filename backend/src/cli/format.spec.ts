import { describe, expect, it } from '@jest/globals';
import { formatCount, formatDuration, formatEta, formatTable } from './format.js';

describe('format', () => {
  it('formats counts, durations and estimates', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(3_240)).toBe('3.2 s');
    expect(formatDuration(125_000)).toBe('2m 05s');
    expect(formatDuration(3_720_000)).toBe('1h 02m');
    expect(formatEta(2.1)).toBe('3s');
    expect(formatEta(61)).toBe('1m01s');
    expect(formatEta(Number.POSITIVE_INFINITY)).toBe('?');
  });

  it('aligns table columns to the widest cell', () => {
    const table = formatTable(
      [
        { header: 'name', value: (row: { name: string; count: number }) => row.name },
        { header: 'count', value: (row) => String(row.count), align: 'right' },
      ],
      [
        { name: 'subscribers', count: 5 },
        { name: 'blog', count: 12345 },
      ],
    );
    expect(table.split('\n')).toEqual(['name         count', '-----------  -----', 'subscribers      5', 'blog         12345']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { formatPublishDate } from './format-date';

describe('formatPublishDate', () => {
  it('formats a parsable date like "Jan 5, 2025"', () => expect(formatPublishDate('2025-01-05T12:00:00Z')).toBe('Jan 5, 2025'));
  it('says "Recent" for an unparsable or missing date', () => {
    expect(formatPublishDate('soon')).toBe('Recent');
    expect(formatPublishDate('')).toBe('Recent');
    expect(formatPublishDate(undefined)).toBe('Recent');
  });
});

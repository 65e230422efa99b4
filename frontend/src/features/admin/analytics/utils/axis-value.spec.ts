import { describe, expect, it } from '@jest/globals';
import { formatAxisValue } from './axis-value';

describe('formatAxisValue', () => {
  it('writes counts under a thousand in full', () => {
    expect([0, 5, 750, 999].map(formatAxisValue)).toEqual(['0', '5', '750', '999']);
  });

  it('writes thousands and millions compactly, never past five characters', () => {
    const labels = [1000, 1250, 2500, 7500, 15_000, 22_500, 30_000, 123_456, 999_000, 1_200_000].map(formatAxisValue);
    expect(labels).toEqual(['1K', '1.25K', '2.5K', '7.5K', '15K', '22.5K', '30K', '123K', '999K', '1.2M']);
    expect(labels.every((label) => label.length <= 5)).toBe(true);
  });
});

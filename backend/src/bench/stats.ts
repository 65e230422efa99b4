/** Nearest-rank percentile of values sorted ascending (`fraction` 0.99 for p99). */
export const percentile = (sortedValues: readonly number[], fraction: number): number =>
  sortedValues[Math.min(sortedValues.length - 1, Math.max(0, Math.ceil(fraction * sortedValues.length) - 1))];

export const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/**
 * One day of a chart series. `forecast` marks the 7 days ahead; `demo` is the part of the day's
 * figure that comes from seeded demo data (drawn apart, never mixed into `value`).
 */
export type SeriesPoint = { date: string; value: number; forecast?: boolean; demo?: number };

/** One bar of a breakdown (by source, frequency, interest, utm value). */
export type BreakdownItem = { label: string; count: number; demo?: number };

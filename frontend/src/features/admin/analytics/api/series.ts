/**
 * One day of a chart series (`forecast` marks the 7 days ahead; `demo` is the part of the day's figure
 * that comes from seeded demo data, drawn apart) and one bar of a breakdown: the contract's shapes.
 */
export type { BreakdownItem, SeriesPoint } from '@contract/analytics.contract';

import type { SeriesPoint } from '../api/series';
import { shortDay } from './chart-rows';

export type MergedRow = { date: string; label: string } & Record<string, number | string | null>;

/** Several series on one date axis (dates in first-seen order); a series without a day shows a gap. */
export const mergeSeries = (series: Record<string, readonly SeriesPoint[]>): MergedRow[] => {
  const rows = new Map<string, MergedRow>();
  for (const [name, points] of Object.entries(series)) {
    for (const point of points) {
      const row = rows.get(point.date) ?? { date: point.date, label: shortDay(point.date) };
      row[name] = point.value;
      rows.set(point.date, row);
    }
  }
  const names = Object.keys(series);
  return [...rows.values()].map((row) => ({ ...Object.fromEntries(names.map((name) => [name, null])), ...row }));
};

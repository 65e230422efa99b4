import type { SeriesPoint } from '../api/series';
import { formatNumber } from '../../shared/count-of';

/** One x position of a trend chart: the real figure, the forecast, and the demo part, each null where it has none. */
export type ChartRow = { date: string; label: string; actual: number | null; forecast: number | null; demo: number | null };

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Jan 5' for a 'YYYY-MM-DD' day (read as UTC, so every time zone shows the same day). */
export const shortDay = (date: string) => {
  const parsed = new Date(date.length === 10 ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? date : dayLabel.format(parsed);
};

/**
 * Splits a series into the lines a chart draws: real days, forecast days (the last real day is
 * repeated on the forecast line so the dashed line starts where the solid one ends), and demo data.
 */
export const chartRows = (points: readonly SeriesPoint[]): ChartRow[] => {
  const lastActual = points.findLastIndex((point) => !point.forecast);
  const hasForecast = points.some((point) => point.forecast);
  return points.map((point, index) => ({
    date: point.date,
    label: shortDay(point.date),
    actual: point.forecast ? null : point.value,
    forecast: point.forecast || (hasForecast && index === lastActual) ? point.value : null,
    demo: point.demo ? point.demo : null,
  }));
};

/**
 * `latestChange`: the last real day's figure less the one before (today so far against yesterday),
 * the step the server's forecast adds once more for each day ahead.
 */
export type SeriesSummary = { actualTotal: number; forecastTotal: number; demoTotal: number; days: number; forecastDays: number; latestChange: number };

/** The figures a chart's caption and its text alternative give. */
export const summarize = (points: readonly SeriesPoint[]): SeriesSummary => {
  const actual = points.filter((point) => !point.forecast);
  const forecast = points.filter((point) => point.forecast);
  const sum = (list: readonly SeriesPoint[], pick: (point: SeriesPoint) => number) => list.reduce((total, point) => total + pick(point), 0);
  return {
    actualTotal: sum(actual, (point) => point.value),
    forecastTotal: sum(forecast, (point) => point.value),
    demoTotal: sum(points, (point) => point.demo ?? 0),
    days: actual.length,
    forecastDays: forecast.length,
    latestChange: actual.length >= 2 ? actual.at(-1)!.value - actual.at(-2)!.value : 0,
  };
};

const signed = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/**
 * A chart's caption: the real total, then the forecast total and what it rests on, so a forecast
 * far above the month's figures reads as the straight line it is rather than as a measurement.
 */
export const describeSummary = (summary: SeriesSummary): string =>
  [
    `${formatNumber(summary.actualTotal)} in the last ${summary.days} days`,
    summary.forecastDays > 0
      ? `${formatNumber(summary.forecastTotal)} forecast for the next ${summary.forecastDays}, the latest daily change (${signed.format(summary.latestChange)}) repeated each day`
      : null,
    summary.demoTotal > 0 ? `${formatNumber(summary.demoTotal)} from demo data, not counted` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** The figures of a trend chart as table rows: the real value, the forecast value (forecast days only), the demo part. */
export const dataTableRows = (points: readonly SeriesPoint[]) =>
  points.map((point) => ({
    date: point.date,
    label: shortDay(point.date),
    forecast: point.forecast,
    values: { actual: point.forecast ? null : point.value, forecast: point.forecast ? point.value : null, demo: point.demo },
  }));

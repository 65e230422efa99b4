import type { SeriesPoint } from '../../contract/analytics.contract.js';
import type { AnalyticsDay } from './analytics.projection.js';
import type { DemoDay } from './analytics.events.js';
import type { DayWindow } from './analytics-reads.js';
import { forecastValues } from './forecast.js';

/** One chart series over a window: the real figure of each day, and the demo figure apart. */
export const seriesOf = (window: DayWindow, real: (day: AnalyticsDay | undefined) => number, demo: (day: DemoDay | undefined) => number): SeriesPoint[] =>
  window.days.map((date) => ({ date, value: real(window.real.get(date)), demo: demo(window.demo.get(date)), forecast: false }));

/** Per-day values from another read model (the email figures), with the demo figure apart. */
export const seriesFromValues = (window: DayWindow, values: ReadonlyMap<string, number>, demo: (day: DemoDay | undefined) => number): SeriesPoint[] =>
  window.days.map((date) => ({ date, value: values.get(date) ?? 0, demo: demo(window.demo.get(date)), forecast: false }));

/** Active subscribers at the end of each day: the last count recorded on or before it. */
export const activeSeries = (window: DayWindow, demo: (day: DemoDay | undefined) => number): SeriesPoint[] => {
  let active = window.activeBefore;
  return window.days.map((date) => {
    active = window.real.get(date)?.activeAtEnd ?? active;
    return { date, value: active, demo: demo(window.demo.get(date)), forecast: false };
  });
};

/** The series followed by its forecast days; the demo part is forecast alike, by its own name. */
export const withForecast = (points: SeriesPoint[], name: string): SeriesPoint[] => {
  const lastDay = points.at(-1)?.date;
  if (lastDay === undefined) return points;
  const real = forecastValues(points.map((point) => point.value), lastDay, name);
  const hasDemo = points.some((point) => point.demo > 0);
  const demo = hasDemo ? forecastValues(points.map((point) => point.demo), lastDay, `${name}\ndemo`) : null;
  return [...points, ...real.map(({ date, value }, index) => ({ date, value, demo: demo?.[index].value ?? 0, forecast: true }))];
};

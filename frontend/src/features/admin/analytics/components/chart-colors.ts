import { formatAxisValue } from '../utils/axis-value';

/** Series colours readable on the light and the dark card alike (Tailwind indigo-500, amber-500, gray-400, emerald-500, sky-500). */
export const chartColors = {
  actual: '#6366f1',
  forecast: '#f59e0b',
  demo: '#9ca3af',
  second: '#10b981',
  third: '#0ea5e9',
} as const;

/** Axis text and grid lines take the card's text colour, so they follow the theme. */
export const axisTick = { fill: 'currentColor', fontSize: 11 } as const;


/**
 * The value (Y) axis of every chart: compact labels ('22.5K') in a width that holds five characters
 * at the tick size, so a five-digit count is never cut off at the chart's left edge.
 */
export const valueAxis = { tick: axisTick, tickLine: false, axisLine: false, allowDecimals: false, width: 44, tickFormatter: formatAxisValue } as const;

import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesPoint } from '../api/series';
import { chartRows, summarize } from '../utils/chart-rows';
import { axisTick, chartColors } from './chart-colors';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';

const numberFormat = new Intl.NumberFormat('en-US');

type TrendChartProps = { title: string; points: readonly SeriesPoint[]; height?: number };

/**
 * The last 30 days as a solid line and the 7-day forecast as a dashed line over a shaded band, so
 * the guess never passes for a measurement; demo data, when seeded, is its own dotted grey line.
 * The caption carries the totals as text for readers who cannot see the chart.
 */
export const TrendChart = ({ title, points, height = 180 }: TrendChartProps) => {
  const captionId = useId();
  const rows = chartRows(points);
  const summary = summarize(points);
  const firstForecast = rows.find((row) => row.actual === null && row.forecast !== null);
  const description = [
    `${numberFormat.format(summary.actualTotal)} in the last ${summary.days} days`,
    summary.forecastDays > 0 ? `${numberFormat.format(summary.forecastTotal)} forecast for the next ${summary.forecastDays}` : null,
    summary.demoTotal > 0 ? `${numberFormat.format(summary.demoTotal)} from demo data, not counted` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <figure aria-labelledby={captionId} data-chart={title} className="space-y-2 text-gray-600 dark:text-gray-400">
      <figcaption id={captionId}>
        <span className="block font-medium text-gray-900 dark:text-gray-100">{title}</span>
        <span className="block text-xs">{description}</span>
      </figcaption>
      <LineChart responsive data={rows} style={{ width: '100%', height }} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
        <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
        <YAxis tick={axisTick} tickLine={false} axisLine={false} allowDecimals={false} width={48} />
        {firstForecast ? <ReferenceArea x1={firstForecast.label} x2={rows.at(-1)?.label} fill={chartColors.forecast} fillOpacity={0.08} ifOverflow="extendDomain" /> : null}
        <Tooltip content={<ChartTooltip />} />
        <Legend content={<ChartLegend />} />
        <Line type="linear" dataKey="actual" name="Actual" stroke={chartColors.actual} strokeWidth={2} dot={false} isAnimationActive={false} />
        {summary.forecastDays > 0 ? (
          <Line
            type="linear"
            dataKey="forecast"
            name="Forecast"
            stroke={chartColors.forecast}
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={{ r: 2.5, fill: chartColors.forecast, strokeWidth: 0 }}
            isAnimationActive={false}
          />
        ) : null}
        {summary.demoTotal > 0 ? (
          <Line type="linear" dataKey="demo" name="Demo data" stroke={chartColors.demo} strokeWidth={2} strokeDasharray="2 3" dot={false} isAnimationActive={false} />
        ) : null}
      </LineChart>
    </figure>
  );
};

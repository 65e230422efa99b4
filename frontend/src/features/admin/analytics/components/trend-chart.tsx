import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ReferenceArea, Tooltip, XAxis, YAxis } from 'recharts';
import type { SeriesPoint } from '../api/series';
import { chartRows, dataTableRows, describeSummary, summarize } from '../utils/chart-rows';
import { axisTick, chartColors, valueAxis } from './chart-colors';
import { ChartDataTable } from './chart-data-table';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';

type TrendChartProps = { title: string; points: readonly SeriesPoint[]; height?: number };

/** Room at the right of the plot, so the last day's axis label (centred on the edge) is not cut off. */
export const CHART_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 } as const;

/**
 * The last 30 days as a solid line and the 7-day forecast as a dashed line over a shaded band, so
 * the guess never passes for a measurement; demo data, when seeded, is its own dotted grey line.
 * The drawing is one named image (recharts' keyboard layer off: it made an unnamed tab stop whose
 * tooltip nothing announced); the caption says the totals and a hidden table every day's figures.
 */
export const TrendChart = ({ title, points, height = 180 }: TrendChartProps) => {
  const captionId = useId();
  const rows = chartRows(points);
  const summary = summarize(points);
  const firstForecast = rows.find((row) => row.actual === null && row.forecast !== null);
  const columns = [
    { key: 'actual', label: 'Actual' },
    ...(summary.forecastDays > 0 ? [{ key: 'forecast', label: 'Forecast' }] : []),
    ...(summary.demoTotal > 0 ? [{ key: 'demo', label: 'Demo data' }] : []),
  ];
  return (
    <figure aria-labelledby={captionId} data-chart={title} className="space-y-2 text-gray-600 dark:text-gray-400">
      <figcaption id={captionId}>
        <span className="block font-medium text-gray-900 dark:text-gray-100">{title}</span>
        <span className="block text-xs">{describeSummary(summary)}</span>
      </figcaption>
      <div role="img" aria-label={`${title}: line chart by day${summary.forecastDays > 0 ? ', forecast dashed' : ''}; the figures are in the table that follows`}>
        <LineChart responsive accessibilityLayer={false} data={rows} style={{ width: '100%', height }} margin={CHART_MARGIN}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} interval="preserveStartEnd" minTickGap={24} />
          <YAxis {...valueAxis} />
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
      </div>
      <ChartDataTable caption={`${title} by day`} columns={columns} rows={dataTableRows(points)} />
    </figure>
  );
};

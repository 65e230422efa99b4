import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { QueryState } from '../../shared/query-state';
import { StatTiles } from '../../shared/stat-tiles';
import { useEmailAnalytics, type EmailAnalytics } from '../api/get-email-analytics';
import type { SeriesPoint } from '../api/series';
import { mergeSeries } from '../utils/merge-series';
import { axisTick, chartColors, valueAxis } from './chart-colors';
import { ChartDataTable } from './chart-data-table';
import { ChartLegend } from './chart-legend';
import { CHART_MARGIN } from './trend-chart';
import { ChartTooltip } from './chart-tooltip';

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replaceAll('_', ' ').toLowerCase();

const showValue = (value: number | string | boolean | null) => (value === null ? '—' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value));

const TomorrowSchedule = ({ tomorrow }: { tomorrow: EmailAnalytics['upcomingSchedule']['tomorrow'] }) => (
  <section aria-label="Tomorrow's schedule" className="space-y-2">
    <h4 className="text-sm font-medium text-gray-900 dark:text-gray-100">Tomorrow</h4>
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {Object.entries(tomorrow).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="capitalize text-gray-600 dark:text-gray-400">{words(key)}</dt>
          <dd className="tabular-nums">{showValue(value)}</dd>
        </div>
      ))}
    </dl>
  </section>
);

const trendLines = [
  { key: 'emailsSent', name: 'Emails sent', color: chartColors.actual },
  { key: 'newSubscribers', name: 'New subscribers', color: chartColors.second },
  { key: 'activeSubscribers', name: 'Active subscribers', color: chartColors.third },
] as const;

/** A trend's demo part as a series of its own, drawn dotted in the trend's colour. */
const demoKey = (key: string) => `${key}Demo`;
const demoPart = (points: readonly SeriesPoint[]): SeriesPoint[] => points.map((point) => ({ ...point, value: point.demo }));

/** The trends with a dotted demo line for each that has demo data (never part of the trend's own line). */
const trendRows = (trends: EmailAnalytics['weeklyTrends']) => {
  const withDemo = trendLines.filter((line) => trends[line.key].some((point) => point.demo > 0));
  const demo = Object.fromEntries(withDemo.map((line) => [demoKey(line.key), demoPart(trends[line.key])]));
  return { rows: mergeSeries({ ...trends, ...demo }), withDemo };
};

/** The last 7 days of emails sent, new and active subscribers; each with demo data gets a dotted demo line of its own. */
const WeeklyTrends = ({ trends }: { trends: EmailAnalytics['weeklyTrends'] }) => {
  const { rows, withDemo } = trendRows(trends);
  return (
    <figure aria-label="Weekly trends" data-chart="Weekly trends" className="space-y-2">
      <figcaption className="text-sm font-medium text-gray-900 dark:text-gray-100">
        Weekly trends
        {withDemo.length > 0 ? <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">Dotted lines: demo data, not counted</span> : null}
      </figcaption>
      <div role="img" aria-label="Weekly trends: line chart by day; the figures are in the table that follows">
        <LineChart responsive accessibilityLayer={false} data={rows} style={{ width: '100%', height: 200 }} margin={CHART_MARGIN}>
          <CartesianGrid stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={false} />
          <YAxis {...valueAxis} />
          <Tooltip content={<ChartTooltip />} />
          <Legend content={<ChartLegend />} />
          {trendLines.map((line) => (
            <Line key={line.key} type="linear" dataKey={line.key} name={line.name} stroke={line.color} strokeWidth={2} dot={false} isAnimationActive={false} />
          ))}
          {withDemo.map((line) => (
            <Line
              key={demoKey(line.key)}
              type="linear"
              dataKey={demoKey(line.key)}
              name={`${line.name} (demo)`}
              stroke={line.color}
              strokeOpacity={0.7}
              strokeWidth={2}
              strokeDasharray="2 3"
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <ChartDataTable
        caption="Weekly trends by day"
        columns={[...trendLines.map(({ key, name }) => ({ key, label: name })), ...withDemo.map(({ key, name }) => ({ key: demoKey(key), label: `${name} (demo)` }))]}
        rows={rows.map((row) => ({ date: row.date, label: row.label, values: row }))}
      />
    </figure>
  );
};

/** Today's sending figures, tomorrow's schedule and the weekly trends; refreshed every 30 seconds. */
export const EmailAnalyticsCard = () => {
  const email = useEmailAnalytics();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email analytics</CardTitle>
        <CardDescription>Refreshes every 30 seconds.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 text-gray-600 dark:text-gray-400">
        <QueryState query={email} loading="Loading email analytics..." failure="Could not load the email analytics">
          {(figures) => (
            <>
              <section aria-label="Today" className="space-y-2 text-gray-900 dark:text-gray-100">
                <StatTiles
                  stats={[
                    { label: 'Sent today', value: figures.todayStats.emailsSent },
                    { label: 'Scheduled today', value: figures.todayStats.emailsScheduled },
                    { label: 'Eligible daily', value: figures.todayStats.eligibleDailySubscribers },
                    { label: 'Eligible weekly', value: figures.todayStats.eligibleWeeklySubscribers },
                  ]}
                />
              </section>
              <TomorrowSchedule tomorrow={figures.upcomingSchedule.tomorrow} />
              <WeeklyTrends trends={figures.weeklyTrends} />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};

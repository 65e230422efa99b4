import { AnalyticsActions } from './analytics-actions';
import { EmailAnalyticsCard } from './email-analytics-card';
import { ForecastCharts } from './forecast-charts';
import { StatCards } from './stat-cards';
import { SubscriberAnalyticsCard } from './subscriber-analytics-card';

/** The default tab: the figures, the 30-day charts with their forecast, email and subscriber analytics. */
export const AnalyticsPanel = () => (
  <div className="space-y-6">
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold">Analytics</h2>
      <AnalyticsActions />
    </div>
    <StatCards />
    <ForecastCharts />
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <EmailAnalyticsCard />
      <SubscriberAnalyticsCard />
    </div>
  </div>
);

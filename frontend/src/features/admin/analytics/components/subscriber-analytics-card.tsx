import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { useSubscriberAnalytics } from '../api/get-subscriber-analytics';
import { BreakdownBars } from './breakdown-bars';
import { TrendChart } from './trend-chart';

/** Signups per day and where subscribers come from, how often they want mail, and what about. */
export const SubscriberAnalyticsCard = () => {
  const analytics = useSubscriberAnalytics();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribers</CardTitle>
        <CardDescription>Signups per day, by source, frequency, interest and campaign.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 text-gray-600 dark:text-gray-400">
        {analytics.isPending ? <p role="status">Loading subscriber analytics...</p> : null}
        {analytics.isError ? <p role="alert">Could not load the subscriber analytics: {errorMessage(analytics.error, 'Please try again later.')}</p> : null}
        {analytics.data ? (
          <>
            <TrendChart title="Signups per day" points={analytics.data.signupsPerDay} />
            <div className="grid gap-6 sm:grid-cols-2">
              <BreakdownBars title="By source" items={analytics.data.bySource} />
              <BreakdownBars title="By frequency" items={analytics.data.byFrequency} />
              <BreakdownBars title="By interest" items={analytics.data.byInterest} />
              <BreakdownBars title="By UTM source" items={analytics.data.utm.source} />
              <BreakdownBars title="By UTM medium" items={analytics.data.utm.medium} />
              <BreakdownBars title="By UTM campaign" items={analytics.data.utm.campaign} />
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { QueryState } from '../../shared/query-state';
import { useSubscriberAnalytics } from '../api/get-subscriber-analytics';
import { BreakdownBars } from './breakdown-bars';
import { TrendChart } from './trend-chart';
import { interestLabel } from '@contract/subscribers.vocabulary';

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
        <QueryState query={analytics} loading="Loading subscriber analytics..." failure="Could not load the subscriber analytics">
          {(breakdown) => (
            <>
              <TrendChart title="Signups per day" points={breakdown.signupsPerDay} />
              <div className="grid gap-6 sm:grid-cols-2">
                <BreakdownBars title="By source" items={breakdown.bySource} />
                <BreakdownBars title="By frequency" items={breakdown.byFrequency} />
                <BreakdownBars title="By interest" items={breakdown.byInterest.map((item) => ({ ...item, label: interestLabel(item.label) }))} />
                <BreakdownBars title="By UTM source" items={breakdown.utm.source} />
                <BreakdownBars title="By UTM medium" items={breakdown.utm.medium} />
                <BreakdownBars title="By UTM campaign" items={breakdown.utm.campaign} />
              </div>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { StatTiles } from '../../shared/stat-tiles';
import { FORECAST_SERIES, useForecastingData, type ForecastSeries } from '../api/get-forecasting-data';
import { TrendChart } from './trend-chart';

const seriesTitles: Record<ForecastSeries, string> = {
  emailsSent: 'Emails sent',
  blogPostsCreated: 'Blog posts created',
  siteVisits: 'Site visits',
  blogReads: 'Blog reads',
  linkClicks: 'Tool link clicks',
};

/** The five series of the last 30 days with their 7-day forecast, and the totals. */
export const ForecastCharts = () => {
  const forecasting = useForecastingData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Last 30 days and the week ahead</CardTitle>
        <CardDescription>The forecast (dashed, shaded) is the last value plus the latest daily change, with a little noise; it is a guess, not a measurement.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {forecasting.isPending ? <p role="status">Loading charts...</p> : null}
        {forecasting.isError ? <p role="alert">Could not load the charts: {errorMessage(forecasting.error, 'Please try again later.')}</p> : null}
        {forecasting.data ? (
          <>
            <StatTiles
              stats={[
                { label: 'Total subscribers', value: forecasting.data.totalSubscribers },
                { label: 'Total blog posts', value: forecasting.data.totalBlogs },
                { label: 'Total emails sent', value: forecasting.data.totalEmailsSent },
              ]}
            />
            <div className="grid gap-8 md:grid-cols-2">
              {FORECAST_SERIES.map((series) => (
                <TrendChart key={series} title={seriesTitles[series]} points={forecasting.data[series]} />
              ))}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};

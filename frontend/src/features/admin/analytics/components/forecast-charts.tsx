import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { QueryState } from '../../shared/query-state';
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
        <CardDescription>
          The forecast (dashed, shaded) is a straight line: each day ahead adds the latest daily change (today so far against yesterday) once more, with a little noise. It is a guess, not a measurement.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryState query={forecasting} loading="Loading charts..." failure="Could not load the charts">
          {(forecast) => (
            <>
              <StatTiles
                stats={[
                  { label: 'Total subscribers', value: forecast.totalSubscribers },
                  { label: 'Total blog posts', value: forecast.totalBlogs },
                  { label: 'Total emails sent', value: forecast.totalEmailsSent },
                ]}
              />
              <div className="grid gap-8 md:grid-cols-2">
                {FORECAST_SERIES.map((series) => (
                  <TrendChart key={series} title={seriesTitles[series]} points={forecast[series]} />
                ))}
              </div>
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
};

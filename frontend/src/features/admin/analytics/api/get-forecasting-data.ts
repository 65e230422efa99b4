import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastingData } from '@contract/analytics.contract';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';

export { FORECAST_SERIES, type ForecastSeries } from '@contract/analytics.vocabulary';

/** GET /api/admin/forecasting-data: per series the last 30 days and 7 forecast days, and three totals. */
export type { ForecastingData };

export const getForecastingData = () => api.get<ForecastingData>('/api/admin/forecasting-data');

export const forecastingDataQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'forecasting'], queryFn: getForecastingData });

export const useForecastingData = () => useQuery(forecastingDataQueryOptions());

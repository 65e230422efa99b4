import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ANALYTICS_QUERY_KEY } from './analytics-query-key';
import type { SeriesPoint } from './series';

export const FORECAST_SERIES = ['emailsSent', 'blogPostsCreated', 'siteVisits', 'blogReads', 'linkClicks'] as const;
export type ForecastSeries = (typeof FORECAST_SERIES)[number];

/** GET /api/admin/forecasting-data: per series the last 30 days and 7 forecast days, and three totals. */
export type ForecastingData = Record<ForecastSeries, SeriesPoint[]> & { totalSubscribers: number; totalBlogs: number; totalEmailsSent: number };

export const getForecastingData = () => api.get<ForecastingData>('/api/admin/forecasting-data');

export const forecastingDataQueryOptions = () => queryOptions({ queryKey: [...ANALYTICS_QUERY_KEY, 'forecasting'], queryFn: getForecastingData });

export const useForecastingData = () => useQuery(forecastingDataQueryOptions());

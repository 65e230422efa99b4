import { http, HttpResponse } from 'msw';
import { buildAdminStats, buildEmailAnalytics, buildForecastingData, buildSubscriberAnalytics } from '../builders/analytics';

/** The analytics reads and actions as issue 9 describes their answers. */
export const adminAnalyticsHandlers = [
  http.get('/api/admin/stats', () => HttpResponse.json(buildAdminStats())),
  http.get('/api/admin/forecasting-data', () => HttpResponse.json(buildForecastingData())),
  http.get('/api/admin/email-analytics', () => HttpResponse.json(buildEmailAnalytics())),
  http.get('/api/admin/subscriber-analytics', () => HttpResponse.json(buildSubscriberAnalytics())),
  http.post('/api/admin/seed-email-analytics', () => HttpResponse.json({ seededDays: 30, totalSubscribers: 120, totalCampaigns: 8 })),
  http.post('/api/admin/reset-blog-views', () => HttpResponse.json({ reset: 18 })),
];

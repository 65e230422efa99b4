import { analyticsRoutes } from '@contract/analytics.contract';
import { blogRoutes } from '@contract/blog.contract';
import { buildAdminStats, buildEmailAnalytics, buildForecastingData, buildSubscriberAnalytics } from '../builders/analytics';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** The analytics reads and actions, answered in the contract's shapes. */
export const adminAnalyticsHandlers = [
  contractHandler(analyticsRoutes.stats, () => contractAnswer(analyticsRoutes.stats, buildAdminStats())),
  contractHandler(analyticsRoutes.forecastingData, () => contractAnswer(analyticsRoutes.forecastingData, buildForecastingData())),
  contractHandler(analyticsRoutes.emailAnalytics, () => contractAnswer(analyticsRoutes.emailAnalytics, buildEmailAnalytics())),
  contractHandler(analyticsRoutes.subscriberAnalytics, () => contractAnswer(analyticsRoutes.subscriberAnalytics, buildSubscriberAnalytics())),
  contractHandler(analyticsRoutes.seedDemoData, () => contractAnswer(analyticsRoutes.seedDemoData, { seededDays: 30, totalSubscribers: 120, totalCampaigns: 8 })),
  contractHandler(analyticsRoutes.removeDemoData, () => contractAnswer(analyticsRoutes.removeDemoData, { removed: true })),
  contractHandler(blogRoutes.resetViews, () => contractAnswer(blogRoutes.resetViews, { reset: 18 })),
];

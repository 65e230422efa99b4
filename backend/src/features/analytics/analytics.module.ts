import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AnalyticsAdminController, TrackController } from './analytics.controller.js';
import { AnalyticsReads } from './analytics-reads.js';
import { RemoveDemoDataHandler, SeedDemoDataHandler } from './commands/demo-data.js';
import { TrackVisitHandler } from './commands/track-visit.js';
import { GetAdminStatsHandler } from './queries/get-admin-stats.js';
import { GetEmailAnalyticsHandler } from './queries/get-email-analytics.js';
import { GetForecastingDataHandler } from './queries/get-forecasting-data.js';
import { GetSubscriberAnalyticsHandler } from './queries/get-subscriber-analytics.js';

/** The dashboard's analytics and the public beacon. Other features are read through the query bus (CountBlogPosts, CountTools, and the email figures of features/email/stats). */
@Module({
  imports: [AdminAuthModule],
  controllers: [AnalyticsAdminController, TrackController],
  providers: [
    AnalyticsReads,
    TrackVisitHandler,
    SeedDemoDataHandler,
    RemoveDemoDataHandler,
    GetAdminStatsHandler,
    GetForecastingDataHandler,
    GetSubscriberAnalyticsHandler,
    GetEmailAnalyticsHandler,
  ],
})
export class AnalyticsModule {}

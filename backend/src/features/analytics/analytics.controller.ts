import { Body, Controller, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { analyticsRoutes as routes } from '../../contract/analytics.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { RemoveDemoData, SeedDemoData } from './commands/demo-data.js';
import { TrackVisit } from './commands/track-visit.js';
import { GetAdminStats } from './queries/get-admin-stats.js';
import { GetEmailAnalytics } from './queries/get-email-analytics.js';
import { GetForecastingData } from './queries/get-forecasting-data.js';
import { GetSubscriberAnalytics } from './queries/get-subscriber-analytics.js';

/** The operator's analytics: figures, charts and demo data. */
@Controller()
@UseGuards(AdminGuard)
export class AnalyticsAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.stats)
  stats(): Promise<RouteReply<typeof routes.stats>> {
    return this.queries.execute(new GetAdminStats());
  }

  @Endpoint(routes.forecastingData)
  forecastingData(): Promise<RouteReply<typeof routes.forecastingData>> {
    return this.queries.execute(new GetForecastingData());
  }

  @Endpoint(routes.subscriberAnalytics)
  subscriberAnalytics(): Promise<RouteReply<typeof routes.subscriberAnalytics>> {
    return this.queries.execute(new GetSubscriberAnalytics());
  }

  @Endpoint(routes.emailAnalytics)
  emailAnalytics(): Promise<RouteReply<typeof routes.emailAnalytics>> {
    return this.queries.execute(new GetEmailAnalytics());
  }

  @Endpoint(routes.seedDemoData)
  seedDemoData(): Promise<RouteReply<typeof routes.seedDemoData>> {
    return this.commands.execute(new SeedDemoData());
  }

  @Endpoint(routes.removeDemoData)
  removeDemoData(): Promise<RouteReply<typeof routes.removeDemoData>> {
    return this.commands.execute(new RemoveDemoData());
  }
}

/** The public site's first-party beacon. */
@Controller()
export class TrackController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.track)
  async track(@Body() body: unknown, @Req() request: Request): Promise<void> {
    await this.commands.execute(new TrackVisit(parseInput(routes.track.body, body), request.ip));
  }
}

import { Controller, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { RouteReply } from '../../../contract/define-route.js';
import { healthRoutes as routes } from '../../../contract/health.contract.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { CheckHealth } from './check-health.js';

/** GET /api/health: public (the compose healthcheck and load balancers call it), never personal data; 503 when unhealthy. */
@Controller()
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(routes.health)
  async health(@Res({ passthrough: true }) response: Response): Promise<RouteReply<typeof routes.health>> {
    const report = await this.queries.execute(new CheckHealth());
    response.setHeader('Cache-Control', 'no-store');
    if (report.status !== 'ok') response.status(503);
    return report;
  }
}

import { Controller, Logger, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RouteReply } from '../../contract/define-route.js';
import { operationsRoutes as routes } from '../../contract/operations.contract.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { GetReadModelStatus } from './queries/get-read-model-status.js';

/** Read-model operations for the admin: each projection's position, lag and state, and blue/green rebuilds. */
@Controller()
@UseGuards(AdminGuard)
export class OperationsController {
  private readonly logger = new Logger(OperationsController.name);

  constructor(
    private readonly engine: ProjectionEngine,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.projections)
  status(): Promise<RouteReply<typeof routes.projections>> {
    return this.queries.execute(new GetReadModelStatus());
  }

  /** Started here if this instance holds the projections lease, or handed to the instance that does. */
  @Endpoint(routes.rebuild)
  async rebuild(@Param() params: unknown): Promise<RouteReply<typeof routes.rebuild>> {
    const { name } = parseInput(routes.rebuild.params, params, 'path');
    const known = (await this.engine.status()).some((projection) => projection.name === name);
    if (!known) throw notFound(`Unknown projection ${name.slice(0, 100)}`);
    const { done } = await this.engine.startRebuild([name]);
    done.catch((error: unknown) => this.logger.error(`Rebuild of ${name} failed: ${error instanceof Error ? error.message : error}`));
    return { accepted: true as const, name };
  }
}

import { Controller, Get, HttpCode, Logger, Param, Post, UseGuards } from '@nestjs/common';
import { notFound } from '../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';

/** Read-model operations for the admin: each projection's position, lag and state, and blue/green rebuilds. */
@Controller('api/admin/projections')
@UseGuards(AdminGuard)
export class OperationsController {
  private readonly logger = new Logger(OperationsController.name);

  constructor(private readonly engine: ProjectionEngine) {}

  @Get()
  status() {
    return this.engine.status();
  }

  @Post(':name/rebuild')
  @HttpCode(202)
  async rebuild(@Param('name') name: string) {
    const known = (await this.engine.status()).some((projection) => projection.name === name);
    if (!known) throw notFound(`Unknown projection ${name.slice(0, 100)}`);
    // The rebuild runs beside the live read model; its progress shows in the status.
    this.engine.rebuild(name).catch((error: unknown) => this.logger.error(`Rebuild of ${name} failed: ${error instanceof Error ? error.message : error}`));
    return { accepted: true, name };
  }
}

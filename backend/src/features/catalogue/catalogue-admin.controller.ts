import { Controller, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { catalogueRoutes as routes } from '../../contract/catalogue.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { EnhanceTools } from './commands/enhance-tools.js';
import { RefreshTools } from './commands/refresh-tools.js';

@Controller()
@UseGuards(AdminGuard)
export class CatalogueAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.refresh)
  refresh(): Promise<RouteReply<typeof routes.refresh>> {
    return this.commands.execute(new RefreshTools());
  }

  @Endpoint(routes.enhance)
  enhance(): Promise<RouteReply<typeof routes.enhance>> {
    return this.commands.execute(new EnhanceTools());
  }
}

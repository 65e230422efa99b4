import { Body, Controller, Param, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RouteReply } from '../../contract/define-route.js';
import { subscriberRoutes as routes } from '../../contract/subscribers.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { ImportSubscribers } from './commands/import-subscribers.js';
import { ListSubscribers } from './queries/list-subscribers.js';
import { SubscriberHistory } from './queries/subscriber-history.js';

/** The operator's side of the subscriber list. */
@Controller()
@UseGuards(AdminGuard)
export class SubscribersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.list)
  list(): Promise<RouteReply<typeof routes.list>> {
    return this.queries.execute(new ListSubscribers());
  }

  @Endpoint(routes.bulkImport)
  bulkImport(@Body() body: unknown): Promise<RouteReply<typeof routes.bulkImport>> {
    return this.commands.execute(new ImportSubscribers(parseInput(routes.bulkImport.body, body).subscribers));
  }

  @Endpoint(routes.history)
  history(@Param() params: unknown): Promise<RouteReply<typeof routes.history>> {
    return this.queries.execute(new SubscriberHistory(parseInput(routes.history.params, params, 'path').id));
  }
}

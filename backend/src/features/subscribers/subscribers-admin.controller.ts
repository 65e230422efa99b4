import { Body, Controller, Param, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { RouteReply } from '../../contract/define-route.js';
import { subscriberRoutes as routes } from '../../contract/subscribers.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { ImportSubscribers } from './commands/import-subscribers.js';
import { AdminErase, AdminUnsubscribe } from './commands/admin-subscriber-actions.js';
import { ListSubscribers, PageSubscribers } from './queries/list-subscribers.js';
import { SubscriberHistory } from './queries/subscriber-history.js';

/** The operator's side of the subscriber list. */
@Controller()
@UseGuards(AdminGuard)
export class SubscribersAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Without parameters the whole list, as the spec's call answers it; with any, one page. */
  @Endpoint(routes.list)
  list(@Query() query: Record<string, unknown>): Promise<RouteReply<typeof routes.list>> {
    if (Object.keys(query).length === 0) return this.queries.execute(new ListSubscribers());
    return this.queries.execute(new PageSubscribers(parseInput(routes.list.query, query, 'query')));
  }

  @Endpoint(routes.bulkImport)
  bulkImport(@Body() body: unknown): Promise<RouteReply<typeof routes.bulkImport>> {
    return this.commands.execute(new ImportSubscribers(parseInput(routes.bulkImport.body, body).subscribers));
  }

  @Endpoint(routes.history)
  history(@Param() params: unknown): Promise<RouteReply<typeof routes.history>> {
    return this.queries.execute(new SubscriberHistory(parseInput(routes.history.params, params, 'path').id));
  }

  @Endpoint(routes.adminUnsubscribe)
  unsubscribe(@Param() params: unknown): Promise<RouteReply<typeof routes.adminUnsubscribe>> {
    return this.commands.execute(new AdminUnsubscribe(parseInput(routes.adminUnsubscribe.params, params, 'path').id));
  }

  @Endpoint(routes.adminErase)
  erase(@Param() params: unknown): Promise<RouteReply<typeof routes.adminErase>> {
    return this.commands.execute(new AdminErase(parseInput(routes.adminErase.params, params, 'path').id));
  }
}

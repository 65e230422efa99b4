import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { RouteReply } from '../../contract/define-route.js';
import { privacyRoutes as routes } from '../../contract/privacy.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ConfirmDataDeletion } from './commands/confirm-data-deletion.js';
import { RequestDataDeletion } from './commands/request-data-deletion.js';

@Controller()
export class DataDeletionController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.requestDeletion)
  request(@Body() body: unknown, @Req() http: Request): Promise<RouteReply<typeof routes.requestDeletion>> {
    const { email, reason } = parseInput(routes.requestDeletion.body, body);
    return this.commands.execute(new RequestDataDeletion(email, reason, http.ip));
  }

  @Endpoint(routes.confirmDeletion)
  confirm(@Body() body: unknown): Promise<RouteReply<typeof routes.confirmDeletion>> {
    return this.commands.execute(new ConfirmDataDeletion(parseInput(routes.confirmDeletion.body, body).token));
  }
}

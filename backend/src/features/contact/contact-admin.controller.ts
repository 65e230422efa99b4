import { Body, Controller, Param, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { contactAdminRoutes as routes } from '../../contract/contact.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { operatorOf } from '../admin-auth/admin-session.js';
import { ActOnContactMessage, type ContactAdminAction } from './commands/admin-contact-actions.js';
import { ReplyToContactMessage } from './commands/reply-to-contact-message.js';
import { ContactMessageHistory, GetInboundEmailStatus, ListContactMessages } from './queries/contact-queries.js';

/** The Contact messages and Webhook setup panels' calls (operator-area.md sections 2 and 7). */
@Controller()
@UseGuards(AdminGuard)
export class ContactAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.list)
  list(@Query() query: unknown): Promise<RouteReply<typeof routes.list>> {
    return this.queries.execute(new ListContactMessages(parseInput(routes.list.query, query, 'query')));
  }

  @Endpoint(routes.history)
  history(@Param() params: unknown): Promise<RouteReply<typeof routes.history>> {
    return this.queries.execute(new ContactMessageHistory(parseInput(routes.history.params, params, 'path').id));
  }

  @Endpoint(routes.reply)
  reply(@Param() params: unknown, @Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.reply>> {
    const { id } = parseInput(routes.reply.params, params, 'path');
    const { replyContent } = parseInput(routes.reply.body, body);
    return this.commands.execute(new ReplyToContactMessage(id, operatorOf(request), replyContent));
  }

  @Endpoint(routes.markRead)
  markRead(@Param() params: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.markRead>> {
    return this.act(params, 'MarkRead', request);
  }

  @Endpoint(routes.spam)
  spam(@Param() params: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.spam>> {
    return this.act(params, 'MarkSpam', request);
  }

  @Endpoint(routes.restore)
  restore(@Param() params: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.restore>> {
    return this.act(params, 'Restore', request);
  }

  @Endpoint(routes.inboundStatus)
  inboundStatus(): Promise<RouteReply<typeof routes.inboundStatus>> {
    return this.queries.execute(new GetInboundEmailStatus());
  }

  private act(params: unknown, action: ContactAdminAction, request: Request) {
    const { id } = parseInput(routes.markRead.params, params, 'path');
    return this.commands.execute(new ActOnContactMessage(id, action, operatorOf(request)));
  }
}

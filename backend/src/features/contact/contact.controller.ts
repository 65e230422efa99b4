import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { contactRoutes as routes } from '../../contract/contact.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ReceiveContactMessage } from './commands/receive-contact-message.js';

/** The public contact form. */
@Controller()
export class ContactController {
  constructor(private readonly commands: CommandBus) {}

  @Endpoint(routes.send)
  receive(@Body() body: unknown, @Req() http: Request): Promise<RouteReply<typeof routes.send>> {
    return this.commands.execute(new ReceiveContactMessage(parseInput(routes.send.body, body), http.ip));
  }
}

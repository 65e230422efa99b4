import { Body, Controller, Headers, Param, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { subscriberRoutes as routes } from '../../contract/subscribers.contract.js';
import type { RouteReply } from '../../contract/define-route.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { parseInput } from '../../core/http/parse-input.js';
import { ChangePreferences } from './commands/change-preferences.js';
import { SendPreferencesLink } from './commands/send-preferences-link.js';
import { Subscribe } from './commands/subscribe.js';
import { Unsubscribe } from './commands/unsubscribe.js';
import { GetPreferences } from './queries/get-preferences.js';

const TOKEN_HEADER = 'x-subscriber-token';

/** The visitor's side of the newsletter: signup and self-service through the signed link. */
@Controller()
export class SubscribersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.subscribe)
  async subscribe(@Body() body: unknown, @Req() http: Request, @Res({ passthrough: true }) response: Response): Promise<RouteReply<typeof routes.subscribe>> {
    const answer = await this.commands.execute(new Subscribe(parseInput(routes.subscribe.body, body), 'visitor', http.ip));
    // A new subscription is created (201); the guide mailed again to an address on the list creates nothing (200).
    response.status('alreadySubscribed' in answer ? 200 : 201);
    return answer;
  }

  @Endpoint(routes.preferences)
  preferences(@Param() params: unknown, @Headers(TOKEN_HEADER) token: string | undefined): Promise<RouteReply<typeof routes.preferences>> {
    const { email } = parseInput(routes.preferences.params, params, 'path');
    return this.queries.execute(new GetPreferences(email, token));
  }

  @Endpoint(routes.changePreferences)
  changePreferences(
    @Param() params: unknown,
    @Headers(TOKEN_HEADER) token: string | undefined,
    @Body() body: unknown,
  ): Promise<RouteReply<typeof routes.changePreferences>> {
    const preferences = parseInput(routes.changePreferences.body, body);
    const { email } = parseInput(routes.changePreferences.params, params, 'path');
    return this.commands.execute(new ChangePreferences(email, token, preferences));
  }

  @Endpoint(routes.unsubscribe)
  async unsubscribe(
    @Param() params: unknown,
    @Headers(TOKEN_HEADER) token: string | undefined,
    @Req() http: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RouteReply<typeof routes.unsubscribe>> {
    const { email } = parseInput(routes.unsubscribe.params, params, 'path');
    const answer = await this.commands.execute(new Unsubscribe(email, token, http.ip));
    response.status(answer.unsubscribed ? 200 : 202);
    return answer;
  }

  @Endpoint(routes.preferencesLink)
  preferencesLink(@Body() body: unknown, @Req() http: Request): Promise<RouteReply<typeof routes.preferencesLink>> {
    return this.commands.execute(new SendPreferencesLink(parseInput(routes.preferencesLink.body, body).email, http.ip));
  }
}

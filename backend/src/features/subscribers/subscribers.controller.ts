import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { parseInput } from '../../core/http/parse-input.js';
import { ChangePreferences } from './commands/change-preferences.js';
import { SendPreferencesLink } from './commands/send-preferences-link.js';
import { Subscribe } from './commands/subscribe.js';
import { Unsubscribe } from './commands/unsubscribe.js';
import { GetPreferences } from './queries/get-preferences.js';
import { emailOnlyRequestSchema, emailSchema, preferencesRequestSchema, subscribeRequestSchema } from './subscriber.requests.js';

const TOKEN_HEADER = 'x-subscriber-token';

/** The visitor's side of the newsletter: signup and self-service through the signed link. */
@Controller('api')
export class SubscribersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('subscribers')
  @HttpCode(201)
  subscribe(@Body() body: unknown, @Req() http: Request) {
    return this.commands.execute(new Subscribe(parseInput(subscribeRequestSchema, body), 'visitor', http.ip));
  }

  @Get('subscribers/email/:email')
  preferences(@Param('email') email: string, @Headers(TOKEN_HEADER) token: string | undefined) {
    return this.queries.execute(new GetPreferences(parseInput(emailSchema, email, 'email'), token));
  }

  @Put('subscribers/:email')
  changePreferences(@Param('email') email: string, @Headers(TOKEN_HEADER) token: string | undefined, @Body() body: unknown) {
    const preferences = parseInput(preferencesRequestSchema, body);
    return this.commands.execute(new ChangePreferences(parseInput(emailSchema, email, 'email'), token, preferences));
  }

  @Delete('unsubscribe/:email')
  async unsubscribe(
    @Param('email') email: string,
    @Headers(TOKEN_HEADER) token: string | undefined,
    @Req() http: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { unsubscribed, message } = await this.commands.execute(new Unsubscribe(parseInput(emailSchema, email, 'email'), token, http.ip));
    response.status(unsubscribed ? 200 : 202);
    return { message };
  }

  @Post('subscribers/preferences-link')
  @HttpCode(202)
  preferencesLink(@Body() body: unknown, @Req() http: Request) {
    return this.commands.execute(new SendPreferencesLink(parseInput(emailOnlyRequestSchema, body).email, http.ip));
  }
}

import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { parseInput } from '../../core/http/parse-input.js';
import { SubscriptionService } from './subscription.service.js';
import { emailOnlyRequestSchema, emailSchema, preferencesRequestSchema, subscribeRequestSchema } from './subscriber.requests.js';

const TOKEN_HEADER = 'x-subscriber-token';

/** The visitor's side of the newsletter: signup and self-service through the signed link. */
@Controller('api')
export class SubscribersController {
  constructor(private readonly subscriptions: SubscriptionService) {}

  @Post('subscribers')
  @HttpCode(201)
  async subscribe(@Body() body: unknown) {
    const { subscriber, token } = await this.subscriptions.subscribe(parseInput(subscribeRequestSchema, body), { actor: 'visitor' });
    return { subscriber, token };
  }

  @Get('subscribers/email/:email')
  preferences(@Param('email') email: string, @Headers(TOKEN_HEADER) token: string | undefined) {
    return this.subscriptions.preferences(parseInput(emailSchema, email, 'email'), token);
  }

  @Put('subscribers/:email')
  changePreferences(@Param('email') email: string, @Headers(TOKEN_HEADER) token: string | undefined, @Body() body: unknown) {
    const preferences = parseInput(preferencesRequestSchema, body);
    return this.subscriptions.changePreferences(parseInput(emailSchema, email, 'email'), token, preferences);
  }

  @Delete('unsubscribe/:email')
  async unsubscribe(
    @Param('email') email: string,
    @Headers(TOKEN_HEADER) token: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { unsubscribed, message } = await this.subscriptions.unsubscribe(parseInput(emailSchema, email, 'email'), token);
    response.status(unsubscribed ? 200 : 202);
    return { message };
  }

  @Post('subscribers/preferences-link')
  @HttpCode(202)
  preferencesLink(@Body() body: unknown) {
    return this.subscriptions.sendPreferencesLink(parseInput(emailOnlyRequestSchema, body).email);
  }
}

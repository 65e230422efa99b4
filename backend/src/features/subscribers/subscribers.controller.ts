import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PublicRateLimits } from '../../core/rate-limit/public-rate-limits.js';
import { parseInput } from '../../core/http/parse-input.js';
import { SubscriptionService } from './subscription.service.js';
import { emailOnlyRequestSchema, emailSchema, preferencesRequestSchema, subscribeRequestSchema } from './subscriber.requests.js';

const TOKEN_HEADER = 'x-subscriber-token';

/** The visitor's side of the newsletter: signup and self-service through the signed link. */
@Controller('api')
export class SubscribersController {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly limits: PublicRateLimits,
  ) {}

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
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const address = parseInput(emailSchema, email, 'email');
    if (!token) this.limits.mailLink(request.ip, address);
    const { unsubscribed, message } = await this.subscriptions.unsubscribe(address, token);
    response.status(unsubscribed ? 200 : 202);
    return { message };
  }

  @Post('subscribers/preferences-link')
  @HttpCode(202)
  preferencesLink(@Body() body: unknown, @Req() request: Request) {
    const { email } = parseInput(emailOnlyRequestSchema, body);
    this.limits.mailLink(request.ip, email);
    return this.subscriptions.sendPreferencesLink(email);
  }
}

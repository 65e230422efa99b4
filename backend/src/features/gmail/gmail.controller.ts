import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { adminCookieIsSecure, APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { RouteReply } from '../../contract/define-route.js';
import { gmailRoutes as routes } from '../../contract/gmail.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { operatorOf } from '../admin-auth/admin-session.js';
import { AUTHORIZATION_COOKIE, AUTHORIZATION_STATE_LIFETIME_MS } from './authorization-state.js';
import { ConfirmGmailStep } from './commands/confirm-gmail-step.js';
import { DisconnectGmail } from './commands/disconnect-gmail.js';
import { TestGmailConnection } from './commands/test-gmail-connection.js';
import { GmailCheckJob } from './gmail-check.job.js';
import { GetGmailAuthorizationUrl, GetGmailStatus } from './queries/gmail-queries.js';

/** The cookie that binds the authorization's state to this browser: sent back only to the callback, with Google's redirect. */
export const authorizationCookieOptions = (config: AppConfig) =>
  ({ httpOnly: true, sameSite: 'lax', secure: adminCookieIsSecure(config), path: routes.callback.path }) as const;

/** The Gmail forwarding wizard's calls (operator-area.md sections 4 and 7); the popup's callback is GmailCallbackController. */
@Controller()
@UseGuards(AdminGuard)
export class GmailController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly check: GmailCheckJob,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(routes.status)
  status(): Promise<RouteReply<typeof routes.status>> {
    return this.queries.execute(new GetGmailStatus());
  }

  @Endpoint(routes.confirmForwarding)
  confirmForwarding(@Req() request: Request): Promise<RouteReply<typeof routes.confirmForwarding>> {
    return this.commands.execute(new ConfirmGmailStep('forwarding', operatorOf(request)));
  }

  @Endpoint(routes.authUrl)
  async authUrl(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<RouteReply<typeof routes.authUrl>> {
    const { authUrl, nonce } = await this.queries.execute(new GetGmailAuthorizationUrl(operatorOf(request)));
    response.cookie(AUTHORIZATION_COOKIE, nonce, { ...authorizationCookieOptions(this.config), maxAge: AUTHORIZATION_STATE_LIFETIME_MS });
    return { authUrl };
  }

  @Endpoint(routes.confirmToken)
  confirmToken(@Req() request: Request): Promise<RouteReply<typeof routes.confirmToken>> {
    return this.commands.execute(new ConfirmGmailStep('token', operatorOf(request)));
  }

  @Endpoint(routes.test)
  test(@Req() request: Request): Promise<RouteReply<typeof routes.test>> {
    return this.commands.execute(new TestGmailConnection(operatorOf(request)));
  }

  @Endpoint(routes.checkEmails)
  checkEmails(@Req() request: Request): Promise<RouteReply<typeof routes.checkEmails>> {
    return this.check.checkNow(operatorOf(request));
  }

  @Endpoint(routes.disconnect)
  disconnect(@Req() request: Request): Promise<RouteReply<typeof routes.disconnect>> {
    return this.commands.execute(new DisconnectGmail(operatorOf(request)));
  }
}

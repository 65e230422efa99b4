import { Controller, Inject, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { gmailRoutes as routes } from '../../contract/gmail.contract.js';
import { DomainError } from '../../core/errors/domain-errors.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { STATUS_BY_KIND } from '../../core/http/http-error.filter.js';
import { parseInput } from '../../core/http/parse-input.js';
import { AUTHORIZATION_COOKIE, cookieValue } from './authorization-state.js';
import { CALLBACK_PAGE_POLICY, connectedPage, failedPage } from './callback-page.js';
import { ConnectGmail } from './commands/connect-gmail.js';
import { authorizationCookieOptions } from './gmail.controller.js';

/**
 * Where Google sends the authorization popup back. Public by nature: Google's redirect is a
 * cross-site navigation, which carries no SameSite=Strict admin cookie; the signed state and the
 * browser's nonce cookie are the proof. Answers a page (never JSON, never the token) for every
 * outcome about the authorization itself.
 */
@Controller()
export class GmailCallbackController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Endpoint(routes.callback)
  async callback(@Query() query: unknown, @Req() request: Request, @Res() response: Response) {
    const { code, state, error, error_description: errorDescription } = parseInput(routes.callback.query, query, 'query');
    const cookieNonce = cookieValue(request.headers.cookie, AUTHORIZATION_COOKIE);
    // A state serves once: whatever happens now, the browser forgets its nonce.
    response.clearCookie(AUTHORIZATION_COOKIE, authorizationCookieOptions(this.config));
    response.setHeader('Content-Security-Policy', CALLBACK_PAGE_POLICY);
    try {
      const { account } = await this.commands.execute(new ConnectGmail({ code, state, error, errorDescription, cookieNonce }));
      response.status(200).type('html').send(connectedPage(account));
    } catch (failure) {
      if (!(failure instanceof DomainError)) throw failure;
      response.status(STATUS_BY_KIND[failure.kind]).type('html').send(failedPage(failure.message));
    }
  }
}

import { Body, Controller, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { RouteReply } from '../../../contract/define-route.js';
import { threadsRoutes as routes } from '../../../contract/social.contract.js';
import { DEFAULT_TEST_POST } from '../../../contract/social.vocabulary.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { operatorOf } from '../../admin-auth/admin-session.js';
import { DisconnectSocialAccount } from '../commands/disconnect-social-account.js';
import { PublishTestPost } from '../commands/publish-test-post.js';
import { ConnectThreadsAccount } from './commands/connect-threads-account.js';
import { ExchangeThreadsCode } from './commands/exchange-threads-code.js';
import { TestThreadsConnection, ThreadsAuthorizationUrl } from './queries/threads-queries.js';

/** The Threads setup and the Threads API test card (operator-area.md sections 2, 4 and 7). */
@Controller()
@UseGuards(AdminGuard)
export class ThreadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.authUrl)
  authUrl(): Promise<RouteReply<typeof routes.authUrl>> {
    return this.queries.execute(new ThreadsAuthorizationUrl());
  }

  @Endpoint(routes.exchangeToken)
  exchangeToken(@Body() body: unknown): Promise<RouteReply<typeof routes.exchangeToken>> {
    return this.commands.execute(new ExchangeThreadsCode(parseInput(routes.exchangeToken.body, body).code));
  }

  @Endpoint(routes.convertLongLived)
  convertLongLived(@Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.convertLongLived>> {
    return this.commands.execute(new ConnectThreadsAccount(parseInput(routes.convertLongLived.body, body).shortLivedToken, operatorOf(request)));
  }

  @Endpoint(routes.testConnection)
  testConnection(): Promise<RouteReply<typeof routes.testConnection>> {
    return this.queries.execute(new TestThreadsConnection());
  }

  /** The body may be empty: the default test text is posted. */
  @Endpoint(routes.testPosting)
  testPosting(@Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.testPosting>> {
    const { message } = parseInput(routes.testPosting.body, body ?? {});
    return this.commands.execute(new PublishTestPost('threads', message ?? DEFAULT_TEST_POST, operatorOf(request)));
  }

  @Endpoint(routes.disconnect)
  disconnect(@Req() request: Request): Promise<RouteReply<typeof routes.disconnect>> {
    return this.commands.execute(new DisconnectSocialAccount('threads', operatorOf(request)));
  }
}

import { Body, Controller, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { RouteReply } from '../../../contract/define-route.js';
import { facebookRoutes as routes } from '../../../contract/social.contract.js';
import { FACEBOOK_PERMISSION_TESTS, type FacebookPermissionTest } from '../../../contract/social.vocabulary.js';
import { Endpoint } from '../../../core/http/endpoint.js';
import { parseInput } from '../../../core/http/parse-input.js';
import { AdminGuard } from '../../admin-auth/admin.guard.js';
import { operatorOf } from '../../admin-auth/admin-session.js';
import { DisconnectSocialAccount } from '../commands/disconnect-social-account.js';
import { PublishTestPost } from '../commands/publish-test-post.js';
import { ConnectFacebookPage } from './commands/connect-facebook-page.js';
import { ConvertFacebookToken } from './commands/convert-facebook-token.js';
import { ListFacebookPages, TestFacebookConnection, TestFacebookPermission } from './queries/facebook-queries.js';

type TestAnswer = Promise<RouteReply<typeof routes.testEmail>>;

/** The Facebook page-token wizard and the Facebook API test card (operator-area.md sections 4 and 7). */
@Controller()
@UseGuards(AdminGuard)
export class FacebookController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Endpoint(routes.testConnection)
  testConnection(): Promise<RouteReply<typeof routes.testConnection>> {
    return this.queries.execute(new TestFacebookConnection());
  }

  @Endpoint(routes.convertToLongLived)
  convertToLongLived(@Body() body: unknown): Promise<RouteReply<typeof routes.convertToLongLived>> {
    return this.commands.execute(new ConvertFacebookToken(parseInput(routes.convertToLongLived.body, body).shortLivedToken));
  }

  @Endpoint(routes.getPageTokens)
  getPageTokens(@Body() body: unknown): Promise<RouteReply<typeof routes.getPageTokens>> {
    return this.queries.execute(new ListFacebookPages(parseInput(routes.getPageTokens.body, body).userAccessToken));
  }

  @Endpoint(routes.updateToken)
  updateToken(@Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.updateToken>> {
    return this.commands.execute(new ConnectFacebookPage(parseInput(routes.updateToken.body, body).token, operatorOf(request)));
  }

  @Endpoint(routes.testPosting)
  testPosting(@Body() body: unknown, @Req() request: Request): Promise<RouteReply<typeof routes.testPosting>> {
    return this.commands.execute(new PublishTestPost('facebook', parseInput(routes.testPosting.body, body).message, operatorOf(request)));
  }

  @Endpoint(routes.testEmail)
  testEmail(): TestAnswer {
    return this.permission('testEmail');
  }

  @Endpoint(routes.testPublicProfile)
  testPublicProfile(): TestAnswer {
    return this.permission('testPublicProfile');
  }

  @Endpoint(routes.testReadInsights)
  testReadInsights(): TestAnswer {
    return this.permission('testReadInsights');
  }

  @Endpoint(routes.testBusinessManagement)
  testBusinessManagement(): TestAnswer {
    return this.permission('testBusinessManagement');
  }

  @Endpoint(routes.disconnect)
  disconnect(@Req() request: Request): Promise<RouteReply<typeof routes.disconnect>> {
    return this.commands.execute(new DisconnectSocialAccount('facebook', operatorOf(request)));
  }

  private permission(test: FacebookPermissionTest): TestAnswer {
    return this.queries.execute(new TestFacebookPermission(FACEBOOK_PERMISSION_TESTS[test]));
  }
}

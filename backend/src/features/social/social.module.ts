import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { DisconnectSocialAccountHandler } from './commands/disconnect-social-account.js';
import { PublishTestPostHandler } from './commands/publish-test-post.js';
import { ShareBlogPostHandler } from './commands/share-blog-post.js';
import { ConnectFacebookPageHandler } from './facebook/commands/connect-facebook-page.js';
import { ConvertFacebookTokenHandler } from './facebook/commands/convert-facebook-token.js';
import { FacebookController } from './facebook/facebook.controller.js';
import { FacebookGraph } from './facebook/facebook-graph.js';
import { ListFacebookPagesHandler, TestFacebookConnectionHandler, TestFacebookPermissionHandler } from './facebook/queries/facebook-queries.js';
import { GetSocialAccountsHandler } from './queries/get-social-accounts.js';
import { SocialAccountStreams } from './social-account-streams.js';
import { SocialAccounts } from './social-accounts.js';
import { SocialChannels } from './social-channels.js';
import { SocialController } from './social.controller.js';
import { SocialPosting } from './social-posting.js';
import { ConnectThreadsAccountHandler } from './threads/commands/connect-threads-account.js';
import { ExchangeThreadsCodeHandler } from './threads/commands/exchange-threads-code.js';
import { TestThreadsConnectionHandler, ThreadsAuthorizationUrlHandler } from './threads/queries/threads-queries.js';
import { ThreadsApi } from './threads/threads-api.js';
import { ThreadsController } from './threads/threads.controller.js';

/**
 * The Social Media tab: the Facebook page and the Threads account posts go to (their tokens stored
 * sealed, one key per connection), the wizards and API tests that set them up, and posting, which the
 * blog's create-and-post test reaches through the `ShareBlogPost` command.
 */
@Module({
  imports: [AdminAuthModule],
  controllers: [SocialController, FacebookController, ThreadsController],
  providers: [
    FacebookGraph,
    ThreadsApi,
    SocialAccountStreams,
    SocialAccounts,
    SocialChannels,
    SocialPosting,
    GetSocialAccountsHandler,
    ConvertFacebookTokenHandler,
    ListFacebookPagesHandler,
    ConnectFacebookPageHandler,
    TestFacebookConnectionHandler,
    TestFacebookPermissionHandler,
    ThreadsAuthorizationUrlHandler,
    ExchangeThreadsCodeHandler,
    ConnectThreadsAccountHandler,
    TestThreadsConnectionHandler,
    PublishTestPostHandler,
    DisconnectSocialAccountHandler,
    ShareBlogPostHandler,
  ],
})
export class SocialModule {}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ApiTestResult, ThreadsAuthorization } from '../../../../contract/social.contract.js';
import { LONG_LIVED_TOKEN_DAYS, THREADS_SCOPES } from '../../../../contract/social.vocabulary.js';
import { SocialAccountStreams, storedCredential } from '../../social-account-streams.js';
import { ThreadsApi } from '../threads-api.js';

/** The authorization window's address, and the steps around it. */
export class ThreadsAuthorizationUrl extends Query<ThreadsAuthorization> {}

@QueryHandler(ThreadsAuthorizationUrl)
export class ThreadsAuthorizationUrlHandler implements IQueryHandler<ThreadsAuthorizationUrl> {
  constructor(private readonly threads: ThreadsApi) {}

  execute(): Promise<ThreadsAuthorization> {
    const authUrl = this.threads.authorizationUrl();
    const redirectUri = this.threads.redirectUri();
    return Promise.resolve({
      authUrl,
      redirectUri,
      instructions: [
        `In the Meta app's Threads settings, list ${redirectUri} among the redirect callback URLs (once).`,
        'Open the authorization URL and sign in with the Threads account the site should post as.',
        `Allow ${THREADS_SCOPES.join(' and ')}.`,
        `Threads sends you back to ${redirectUri}, which shows the authorization code: copy it.`,
        `Paste the code here and exchange it, then convert the token to a long-lived one (${LONG_LIVED_TOKEN_DAYS} days) within the hour.`,
      ],
    });
  }
}

/** The connection test: the stored token reads its profile. */
export class TestThreadsConnection extends Query<ApiTestResult> {}

@QueryHandler(TestThreadsConnection)
export class TestThreadsConnectionHandler implements IQueryHandler<TestThreadsConnection> {
  constructor(
    private readonly threads: ThreadsApi,
    private readonly streams: SocialAccountStreams,
  ) {}

  async execute(): Promise<ApiTestResult> {
    this.threads.app();
    const { token } = await this.streams.connection('threads');
    const profile = await this.threads.profile(token, storedCredential('threads'));
    return { success: true, message: `Connected to @${profile.username} (${profile.id})` };
  }
}

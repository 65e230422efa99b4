import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ThreadsConnection } from '../../../../contract/social.contract.js';
import { maskToken } from '../../../../contract/social.vocabulary.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { uuidv7 } from '../../../../core/events/uuid-v7.js';
import { SocialAccountStreams } from '../../social-account-streams.js';
import { SocialAccounts } from '../../social-accounts.js';
import { dayOf, inSeconds, renewalDue } from '../../token-expiry.js';
import { ThreadsApi } from '../threads-api.js';

/**
 * The last step of the Threads setup: the short-lived token exchanged for a long-lived one (60 days),
 * the profile it opens read, and the token stored, replacing the account stored before. The answer
 * shows the token masked: once stored it never goes back to the browser.
 */
export class ConnectThreadsAccount extends Command<ThreadsConnection> {
  constructor(
    readonly shortLivedToken: string,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(ConnectThreadsAccount)
export class ConnectThreadsAccountHandler implements ICommandHandler<ConnectThreadsAccount> {
  constructor(
    private readonly threads: ThreadsApi,
    private readonly streams: SocialAccountStreams,
    private readonly accounts: SocialAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shortLivedToken, operator }: ConnectThreadsAccount): Promise<ThreadsConnection> {
    const credential = { source: 'input', field: 'shortLivedToken' } as const;
    const { accessToken, expiresInSeconds } = await this.threads.exchangeForLongLived(shortLivedToken, credential);
    const profile = await this.threads.profile(accessToken, credential);
    const now = this.clock.now();
    const expiresAt = renewalDue(now, inSeconds(now, expiresInSeconds));
    const connection = { connectionId: uuidv7(), accountId: profile.id, accountName: profile.username, token: accessToken, tokenHint: maskToken(accessToken), expiresAt: expiresAt.toISOString() };
    const { position } = await this.streams.run({ type: 'Connect', platform: 'threads', operator, connection });
    await this.accounts.visible(position);
    return {
      success: true,
      longLivedToken: connection.tokenHint,
      expiresAt: connection.expiresAt,
      message: `Connected to @${profile.username}: the long-lived token is stored, valid until ${dayOf(expiresAt)}`,
      account: await this.accounts.view('threads'),
    };
  }
}

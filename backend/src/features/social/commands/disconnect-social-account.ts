import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountChange } from '../../../contract/social.contract.js';
import { SOCIAL_ACCOUNT_KINDS, type SocialPlatform } from '../../../contract/social.vocabulary.js';
import { SocialAccountStreams } from '../social-account-streams.js';
import { SocialAccounts } from '../social-accounts.js';

/** The admin forgets the stored token: recorded, then the connection's key is destroyed. */
export class DisconnectSocialAccount extends Command<AccountChange> {
  constructor(
    readonly platform: SocialPlatform,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(DisconnectSocialAccount)
export class DisconnectSocialAccountHandler implements ICommandHandler<DisconnectSocialAccount> {
  constructor(
    private readonly streams: SocialAccountStreams,
    private readonly accounts: SocialAccounts,
  ) {}

  async execute({ platform, operator }: DisconnectSocialAccount): Promise<AccountChange> {
    const { position } = await this.streams.run({ type: 'Disconnect', platform, operator });
    await this.accounts.visible(position);
    const kind = SOCIAL_ACCOUNT_KINDS[platform];
    const message = position === null ? `No ${kind} was connected` : `The ${kind} is disconnected: its stored token is destroyed`;
    return { success: true, message, account: await this.accounts.view(platform) };
  }
}

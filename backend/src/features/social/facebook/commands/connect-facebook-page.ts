import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AccountChange } from '../../../../contract/social.contract.js';
import { FACEBOOK_POSTING_PERMISSIONS, maskToken } from '../../../../contract/social.vocabulary.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { validationError } from '../../../../core/errors/domain-errors.js';
import { uuidv7 } from '../../../../core/events/uuid-v7.js';
import { SocialAccountStreams } from '../../social-account-streams.js';
import { SocialAccounts } from '../../social-accounts.js';
import { renewalDue } from '../../token-expiry.js';
import { FacebookGraph } from '../facebook-graph.js';

const FIELD = 'token';

/**
 * The wizard's chosen page: its token is checked with Facebook (the page it opens, that it is valid and
 * carries the permissions posting needs) and only then stored, replacing the page stored before.
 */
export class ConnectFacebookPage extends Command<AccountChange> {
  constructor(
    readonly token: string,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(ConnectFacebookPage)
export class ConnectFacebookPageHandler implements ICommandHandler<ConnectFacebookPage> {
  constructor(
    private readonly graph: FacebookGraph,
    private readonly streams: SocialAccountStreams,
    private readonly accounts: SocialAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, operator }: ConnectFacebookPage): Promise<AccountChange> {
    const credential = { source: 'input', field: FIELD } as const;
    const page = await this.graph.account(token, credential);
    const inspection = await this.graph.inspect(token, credential);
    if (!inspection.valid) throw validationError(FIELD, inspection.problem ?? 'Facebook does not accept this token');
    const missing = FACEBOOK_POSTING_PERMISSIONS.filter((permission) => !inspection.scopes.includes(permission));
    if (missing.length > 0) throw validationError(FIELD, `This page token lacks ${missing.join(', ')}: create the user token again with ${missing.length === 1 ? 'that permission' : 'those permissions'}`);
    const expiresAt = renewalDue(this.clock.now(), inspection.expiresAt).toISOString();
    const connection = { connectionId: uuidv7(), accountId: page.id, accountName: page.name, token, tokenHint: maskToken(token), expiresAt };
    const { position } = await this.streams.run({ type: 'Connect', platform: 'facebook', operator, connection });
    await this.accounts.visible(position);
    return { success: true, message: `Posts now go to the page ${page.name}`, account: await this.accounts.view('facebook') };
  }
}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SocialAccounts as SocialAccountsAnswer } from '../../../contract/social.contract.js';
import { SocialAccounts } from '../social-accounts.js';

/** Both accounts' status, from the read model. */
export class GetSocialAccounts extends Query<SocialAccountsAnswer> {}

@QueryHandler(GetSocialAccounts)
export class GetSocialAccountsHandler implements IQueryHandler<GetSocialAccounts> {
  constructor(private readonly accounts: SocialAccounts) {}

  execute() {
    return this.accounts.all();
  }
}

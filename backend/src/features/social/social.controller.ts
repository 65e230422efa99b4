import { Controller, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { RouteReply } from '../../contract/define-route.js';
import { socialRoutes as routes } from '../../contract/social.contract.js';
import { Endpoint } from '../../core/http/endpoint.js';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { GetSocialAccounts } from './queries/get-social-accounts.js';

/** The Social Media tab's status of both accounts. */
@Controller()
@UseGuards(AdminGuard)
export class SocialController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(routes.accounts)
  accounts(): Promise<RouteReply<typeof routes.accounts>> {
    return this.queries.execute(new GetSocialAccounts());
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LongLivedToken } from '../../../../contract/social.contract.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { dayOf, inSeconds, renewalDue } from '../../token-expiry.js';
import { FacebookGraph } from '../facebook-graph.js';

/**
 * Step one of the page-token wizard: a short-lived user token exchanged for a long-lived one. The
 * long-lived user token goes back to the wizard, which lists its pages with it; it is not stored
 * (only the page token the admin chooses is).
 */
export class ConvertFacebookToken extends Command<LongLivedToken> {
  constructor(readonly shortLivedToken: string) {
    super();
  }
}

@CommandHandler(ConvertFacebookToken)
export class ConvertFacebookTokenHandler implements ICommandHandler<ConvertFacebookToken> {
  constructor(
    private readonly graph: FacebookGraph,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shortLivedToken }: ConvertFacebookToken): Promise<LongLivedToken> {
    const { accessToken, expiresInSeconds } = await this.graph.exchangeForLongLived(shortLivedToken, { source: 'input', field: 'shortLivedToken' });
    const now = this.clock.now();
    const expiresAt = renewalDue(now, inSeconds(now, expiresInSeconds));
    return { success: true, longLivedToken: accessToken, expiresAt: expiresAt.toISOString(), message: `Converted to a long-lived token, valid until ${dayOf(expiresAt)}` };
  }
}

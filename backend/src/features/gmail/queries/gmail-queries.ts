import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { GmailStatus } from '../../../contract/gmail.contract.js';
import { GMAIL_TEXTS } from '../../../contract/gmail.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { illegalState } from '../../../core/errors/domain-errors.js';
import { APP_SECRET } from '../../../core/nest/core.tokens.js';
import { startAuthorization } from '../authorization-state.js';
import { GmailRecord } from '../gmail-record.js';
import { GmailSettings } from '../gmail-settings.js';
import { GmailStatusView } from '../gmail-status-view.js';
import { GoogleClient } from '../google/google-client.js';

export class GetGmailStatus extends Query<GmailStatus> {}

@QueryHandler(GetGmailStatus)
export class GetGmailStatusHandler implements IQueryHandler<GetGmailStatus> {
  constructor(private readonly view: GmailStatusView) {}

  execute() {
    return this.view.status();
  }
}

/** Google's consent page for the admin, and the nonce that binds its state to their browser (set as a cookie by the controller). */
export class GetGmailAuthorizationUrl extends Query<{ authUrl: string; nonce: string }> {
  constructor(readonly operator: string) {
    super();
  }
}

@QueryHandler(GetGmailAuthorizationUrl)
export class GetGmailAuthorizationUrlHandler implements IQueryHandler<GetGmailAuthorizationUrl> {
  constructor(
    private readonly settings: GmailSettings,
    private readonly record: GmailRecord,
    private readonly google: GoogleClient,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ operator }: GetGmailAuthorizationUrl) {
    this.settings.required();
    // The callback would refuse these anyway; saying so now spares the admin a trip to Google.
    const state = await this.record.state();
    if (!state.forwarding) throw illegalState(GMAIL_TEXTS.forwardingFirst);
    if (state.connection) throw illegalState(GMAIL_TEXTS.alreadyConnected);
    const start = startAuthorization(this.secret, operator, this.clock.now());
    return { authUrl: this.google.authorizationUrl(start.state, this.settings.redirectUri), nonce: start.nonce };
  }
}

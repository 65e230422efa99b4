import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GMAIL_READONLY_SCOPE, GMAIL_TEXTS } from '../../../contract/gmail.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { forbidden, illegalState, validationError } from '../../../core/errors/domain-errors.js';
import { APP_SECRET } from '../../../core/nest/core.tokens.js';
import { authorizedOperator } from '../authorization-state.js';
import { GmailAccess } from '../gmail-access.js';
import { GmailRecord } from '../gmail-record.js';
import { GmailSettings } from '../gmail-settings.js';
import { GoogleApiError, GoogleClient } from '../google/google-client.js';

/** What Google's redirect brought back, and the nonce cookie of the browser it arrived in. */
export type AuthorizationReturn = { code?: string | undefined; state?: string | undefined; error?: string | undefined; errorDescription?: string | undefined; cookieNonce?: string | undefined };

export const STATE_REFUSED =
  'This authorization cannot be used: it was not started here, it has expired (10 minutes), or it was started in another browser. Start again from the admin dashboard.';
export const NO_REFRESH_TOKEN = 'Google returned no refresh token: remove the app at https://myaccount.google.com/permissions and authorize again';
export const SCOPE_NOT_GRANTED = 'Read access to Gmail was not granted: authorize again and allow the app to read your email';

/**
 * The popup came back from Google: the state must be genuine, unexpired and this browser's; then the
 * code is exchanged for tokens, the mailbox's address read, and the authorization recorded with the
 * admin the state names as its actor, the refresh token sealed under a key of its own. A token that
 * cannot be kept (read access not granted, or a concurrent authorization won) is revoked again.
 */
export class ConnectGmail extends Command<{ account: string }> {
  constructor(readonly authorization: AuthorizationReturn) {
    super();
  }
}

@CommandHandler(ConnectGmail)
export class ConnectGmailHandler implements ICommandHandler<ConnectGmail> {
  private readonly logger = new Logger(ConnectGmailHandler.name);

  constructor(
    private readonly settings: GmailSettings,
    private readonly record: GmailRecord,
    private readonly google: GoogleClient,
    private readonly access: GmailAccess,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ authorization: { code, state, error, errorDescription, cookieNonce } }: ConnectGmail) {
    const operator = authorizedOperator(this.secret, state, cookieNonce, this.clock.now());
    if (operator === null) throw forbidden(STATE_REFUSED);
    if (error) throw validationError('error', error, `Google did not authorize access (${error}${errorDescription ? `: ${errorDescription}` : ''})`);
    if (!code) throw validationError('code', 'is required', 'Google sent no authorization code back');
    this.settings.required();
    const before = await this.record.state();
    if (!before.forwarding) throw illegalState(GMAIL_TEXTS.forwardingFirst);
    if (before.connection) throw illegalState(GMAIL_TEXTS.alreadyConnected);

    const tokens = await this.google.exchangeCode(code, this.settings.redirectUri);
    if (!tokens.refreshToken) {
      await this.revoke(tokens.accessToken);
      throw new GoogleApiError(NO_REFRESH_TOKEN, null, null);
    }
    const refreshToken = tokens.refreshToken;
    try {
      if (!tokens.scope.split(' ').includes(GMAIL_READONLY_SCOPE)) throw illegalState(SCOPE_NOT_GRANTED);
      const { emailAddress: account } = await this.google.profile(tokens.accessToken);
      const connectionId = randomUUID();
      await this.record.run({ type: 'Connect', connectionId, operator, account, refreshToken, scope: tokens.scope, now: this.clock.now() }, 'admin');
      this.access.remember(connectionId, tokens);
      return { account };
    } catch (failure) {
      await this.revoke(refreshToken);
      throw failure;
    }
  }

  /** Best effort: the grant is not kept, so Google should not keep it either. */
  private async revoke(token: string): Promise<void> {
    try {
      await this.google.revoke(token);
    } catch (error) {
      this.logger.warn(`Could not revoke a Gmail grant that was not kept: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

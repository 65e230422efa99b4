import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { GmailConnection } from './gmail-connection.decider.js';
import { GoogleApiError, GoogleClient, type GoogleTokens } from './google/google-client.js';

/** An access token is used until a minute before Google says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

export const TOKEN_UNREADABLE = 'The stored refresh token can no longer be read: disconnect Gmail and authorize again';

/**
 * Short-lived access tokens for the stored authorization, made from its refresh token and kept in
 * this process's memory only (an hour at most, never stored or logged). A call Google answers 401
 * gets one fresh token and one more try.
 */
@Injectable()
export class GmailAccess {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(
    private readonly google: GoogleClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  remember(connectionId: string, tokens: GoogleTokens): void {
    this.tokens.set(connectionId, { token: tokens.accessToken, expiresAt: this.clock.now().getTime() + tokens.expiresInSeconds * 1000 - EXPIRY_MARGIN_MS });
  }

  forget(connectionId: string): void {
    this.tokens.delete(connectionId);
  }

  async call<Result>(connection: GmailConnection, call: (accessToken: string) => Promise<Result>, signal?: AbortSignal): Promise<Result> {
    try {
      return await call(await this.token(connection, signal));
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.status !== 401) throw error;
      this.forget(connection.connectionId);
      return call(await this.token(connection, signal));
    }
  }

  private async token(connection: GmailConnection, signal?: AbortSignal): Promise<string> {
    const cached = this.tokens.get(connection.connectionId);
    if (cached && cached.expiresAt > this.clock.now().getTime()) return cached.token;
    if (connection.refreshToken === null) throw illegalState(TOKEN_UNREADABLE);
    const tokens = await this.google.refresh(connection.refreshToken, signal);
    this.remember(connection.connectionId, tokens);
    return tokens.accessToken;
  }
}

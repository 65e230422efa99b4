import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GmailTestAnswer } from '../../../contract/gmail.contract.js';
import { GMAIL_TEXTS } from '../../../contract/gmail.vocabulary.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import { GmailAccess } from '../gmail-access.js';
import { GmailRecord } from '../gmail-record.js';
import { GmailSettings } from '../gmail-settings.js';
import { testMessage } from '../gmail-status-view.js';
import { GoogleApiError, GoogleClient } from '../google/google-client.js';

/** What a failed test tells the admin to do about it: a refused grant is only mended by authorizing again. */
const problemOf = (error: DomainError): string =>
  error instanceof GoogleApiError && error.code === 'invalid_grant' ? `${error.message}: disconnect Gmail and authorize again` : error.message;

/**
 * Step 4: a fresh access token from the stored refresh token, and the mailbox's profile with it. The
 * answer is the spec's `{ success, message }`; a test of a stored authorization is recorded (the admin
 * as actor), so the step reached survives a reload. Without configuration or authorization there is
 * nothing to test: success false, saying what to do, and nothing recorded.
 */
export class TestGmailConnection extends Command<GmailTestAnswer> {
  constructor(readonly operator: string) {
    super();
  }
}

@CommandHandler(TestGmailConnection)
export class TestGmailConnectionHandler implements ICommandHandler<TestGmailConnection> {
  constructor(
    private readonly settings: GmailSettings,
    private readonly record: GmailRecord,
    private readonly google: GoogleClient,
    private readonly access: GmailAccess,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ operator }: TestGmailConnection): Promise<GmailTestAnswer> {
    if (!this.settings.configured) return { success: false, message: this.settings.notConfiguredMessage };
    const { connection } = await this.record.state();
    if (!connection) return { success: false, message: GMAIL_TEXTS.notConnected };
    let problem: string | null = null;
    let account = connection.account;
    try {
      account = (await this.access.call(connection, (token) => this.google.profile(token))).emailAddress;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problem = problemOf(error);
    }
    const passed = problem === null;
    await this.record.run({ type: 'RecordTest', connectionId: connection.connectionId, operator, passed, problem, now: this.clock.now() }, 'admin');
    return { success: passed, message: testMessage({ passed, problem }, account, this.settings) };
  }
}

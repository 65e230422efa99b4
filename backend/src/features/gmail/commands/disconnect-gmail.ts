import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GmailStatus } from '../../../contract/gmail.contract.js';
import { PERSONAL_DATA_CIPHER, type PersonalDataCipher } from '../../../core/crypto/personal-data-cipher.port.js';
import { GmailAccess } from '../gmail-access.js';
import { GmailRecord } from '../gmail-record.js';
import { GmailStatusView } from '../gmail-status-view.js';
import { GoogleClient } from '../google/google-client.js';

/**
 * The admin disconnects Gmail: the grant is revoked at Google (best effort: Google unreachable does
 * not keep the token here), the disconnection recorded with the admin as actor, and then the
 * authorization's key destroyed, so the sealed refresh token and address can never be read again.
 * A repeated disconnect destroys the last key again (a destruction that failed half-way completes).
 */
export class DisconnectGmail extends Command<GmailStatus> {
  constructor(readonly operator: string) {
    super();
  }
}

@CommandHandler(DisconnectGmail)
export class DisconnectGmailHandler implements ICommandHandler<DisconnectGmail> {
  private readonly logger = new Logger(DisconnectGmailHandler.name);

  constructor(
    private readonly record: GmailRecord,
    private readonly google: GoogleClient,
    private readonly access: GmailAccess,
    private readonly view: GmailStatusView,
    @Inject(PERSONAL_DATA_CIPHER) private readonly cipher: PersonalDataCipher,
  ) {}

  async execute({ operator }: DisconnectGmail) {
    const { connection, lastConnectionId } = await this.record.state();
    if (connection) {
      const revoked = connection.refreshToken !== null && (await this.revoke(connection.refreshToken));
      await this.record.run({ type: 'Disconnect', operator, revoked }, 'admin');
      this.access.forget(connection.connectionId);
    }
    const connectionId = connection?.connectionId ?? lastConnectionId;
    if (connectionId) await this.cipher.forget(connectionId);
    return this.view.status();
  }

  private async revoke(refreshToken: string): Promise<boolean> {
    try {
      await this.google.revoke(refreshToken);
      return true;
    } catch (error) {
      this.logger.warn(`Gmail disconnected without Google's revocation: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }
}

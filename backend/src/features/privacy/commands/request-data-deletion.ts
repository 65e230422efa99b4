import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { signToken } from '../../../core/crypto/signed-token.js';
import { MAILER, type Mailer } from '../../../core/mail/mailer.port.js';
import { MailLimits } from '../../../core/rate-limit/mail-limits.js';
import { APP_SECRET } from '../../../core/nest/core.tokens.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { SubscriberLinks } from '../../subscribers/subscriber-links.js';
import { dataDeletionDecider } from '../data-deletion.decider.js';
import { DELETION_LINK_PURPOSE, dataDeletionStream } from '../data-deletion.events.js';
import { deletionConfirmationEmail } from '../data-deletion.email.js';

const LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;
export const REQUEST_RECEIVED =
  "We've received your request. If we hold data for this address, we've emailed it a link to confirm the deletion. Requests are completed within 30 days.";

/** Records a deletion request and mails the address a signed link to confirm it, within the mail limits; answers alike for any address. */
export class RequestDataDeletion extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly reason: string | null,
    readonly client: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(RequestDataDeletion)
export class RequestDataDeletionHandler implements ICommandHandler<RequestDataDeletion> {
  private readonly logger = new Logger(RequestDataDeletionHandler.name);

  constructor(
    private readonly shell: CommandShell,
    private readonly directory: PersonDirectory,
    private readonly links: SubscriberLinks,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_SECRET) private readonly secret: string,
    private readonly mailLimits: MailLimits,
  ) {}

  async execute({ email, reason, client }: RequestDataDeletion) {
    await this.mailLimits.admit('deletion-confirmation', client, email);
    const now = this.clock.now();
    const requestId = randomUUID();
    // Sealed with the key of the person the address belongs to, or of the request itself for an unknown address.
    const subjectId = (await this.directory.find(email)) ?? requestId;
    const stream = dataDeletionStream(requestId);
    const context = { actor: 'visitor' as const, now, correlationId: requestId };
    await this.shell.run(stream, dataDeletionDecider, { type: 'Request', requestId, subjectId, email, reason }, context);
    const token = signToken(this.secret, { purpose: DELETION_LINK_PURPOSE, subject: requestId, expiresAt: new Date(now.getTime() + LINK_VALIDITY_MS) });
    try {
      const sent = await this.mailer.send(deletionConfirmationEmail(email, `${this.links.siteUrl}/data-deletion?token=${token}`));
      const command = { type: 'RecordLinkSent' as const, requestId, transport: sent.transport, reference: sent.reference };
      await this.shell.run(stream, dataDeletionDecider, command, context);
    } catch (error) {
      this.logger.warn(`Deletion confirmation email failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
    return { message: REQUEST_RECEIVED };
  }
}

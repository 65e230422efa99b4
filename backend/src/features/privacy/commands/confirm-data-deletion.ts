import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { foldEvents } from '../../../core/commands/decider.js';
import { verifyToken } from '../../../core/crypto/signed-token.js';
import { validationError } from '../../../core/errors/domain-errors.js';
import { EventLog } from '../../../core/events/event-log.js';
import { APP_SECRET } from '../../../core/nest/core.tokens.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { PersonErasure } from '../person-erasure.js';
import { DELETION_LINK_PURPOSE, dataDeletionStream } from '../data-deletion.events.js';
import { completableRequest, dataDeletionDecider } from '../data-deletion.decider.js';

export const INVALID_DELETION_LINK = 'This confirmation link is invalid or has expired';
export const DATA_ERASED = 'Your personal data has been erased. Emails already delivered to you are outside our systems.';

/**
 * Erasure by crypto-shredding, confirmed through the emailed link: the subscription is marked erased,
 * the address unlinked from its person and the person's key destroyed, so nothing of theirs can be read
 * again. Every step is idempotent and the request is marked completed only after the last one, so a
 * confirmation that failed half-way can simply be opened again.
 */
export class ConfirmDataDeletion extends Command<{ message: string }> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(ConfirmDataDeletion)
export class ConfirmDataDeletionHandler implements ICommandHandler<ConfirmDataDeletion> {
  constructor(
    private readonly log: EventLog,
    private readonly shell: CommandShell,
    private readonly directory: PersonDirectory,
    private readonly erasure: PersonErasure,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async execute({ token }: ConfirmDataDeletion) {
    const now = this.clock.now();
    const requestId = verifyToken(this.secret, token, DELETION_LINK_PURPOSE, now)?.subject;
    if (!requestId) throw validationError('token', 'invalid or expired', INVALID_DELETION_LINK);
    const stream = dataDeletionStream(requestId);
    // Checked before any step is taken: an unknown or completed request changes nothing.
    const request = completableRequest(foldEvents(dataDeletionDecider, await this.log.readStream(stream, dataDeletionDecider.events)));

    const context = { actor: 'visitor' as const, now, correlationId: requestId };
    const personIds = new Set<string>();
    if (request.subjectId !== requestId) personIds.add(request.subjectId);
    // Someone who subscribed after asking is erased too. Once their key is gone the address reads as null: nothing left to find.
    const currentPerson = request.email ? await this.directory.find(request.email) : null;
    if (currentPerson) personIds.add(currentPerson);
    await this.erasure.erase({ personIds: [...personIds], email: request.email, requestId }, context);
    await this.shell.run(stream, dataDeletionDecider, { type: 'Complete', requestId }, context);
    await this.erasure.settle();
    return { message: DATA_ERASED };
  }
}

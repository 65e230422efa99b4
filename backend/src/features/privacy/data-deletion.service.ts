import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { executeCommand } from '../../core/commands/execute-command.js';
import { PERSONAL_DATA_CIPHER, type PersonalDataCipher } from '../../core/crypto/personal-data-cipher.port.js';
import { signToken, verifyToken } from '../../core/crypto/signed-token.js';
import { validationError } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { MAILER, type Mailer } from '../../core/mail/mailer.port.js';
import { APP_SECRET } from '../../core/nest/core.tokens.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { READ_MODEL_STORE, type ReadModelStore } from '../../core/read-model/read-model-store.port.js';
import { PersonDirectory } from '../people/person-directory.js';
import { subscriberDecider } from '../subscribers/subscriber.decider.js';
import { subscriberStream } from '../subscribers/subscriber.events.js';
import { SubscriberLinks } from '../subscribers/subscriber-links.js';
import { dataDeletionDecider } from './data-deletion.decider.js';
import { dataDeletionStream } from './data-deletion.events.js';
import { deletionConfirmationEmail } from './data-deletion.email.js';

const PURPOSE = 'data-deletion';
const LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;
export const REQUEST_RECEIVED =
  "We've received your request. If we hold data for this address, we've emailed it a link to confirm the deletion. Requests are completed within 30 days.";
export const INVALID_DELETION_LINK = 'This confirmation link is invalid or has expired';

/**
 * Erasure by crypto-shredding: a request mails a signed link to the address; confirming it erases the
 * subscriber, unlinks the address and destroys the person's key, so no personal data of theirs can be read again.
 */
@Injectable()
export class DataDeletionService {
  private readonly logger = new Logger(DataDeletionService.name);

  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly engine: ProjectionEngine,
    private readonly links: SubscriberLinks,
    @Inject(PERSONAL_DATA_CIPHER) private readonly cipher: PersonalDataCipher,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_SECRET) private readonly secret: string,
    @Inject(READ_MODEL_STORE) private readonly readModelStore: ReadModelStore,
  ) {}

  async request(email: string, reason: string | null): Promise<{ message: string }> {
    const now = this.clock.now();
    const requestId = randomUUID();
    // Sealed with the key of the person the address belongs to, or of the request itself for an unknown address.
    const subjectId = (await this.directory.find(email)) ?? requestId;
    const stream = dataDeletionStream(requestId);
    const context = { actor: 'visitor' as const, now };
    await executeCommand(this.log, stream, dataDeletionDecider, { type: 'Request', requestId, subjectId, email, reason }, context);
    const token = signToken(this.secret, { purpose: PURPOSE, subject: requestId, expiresAt: new Date(now.getTime() + LINK_VALIDITY_MS) });
    try {
      const sent = await this.mailer.send(deletionConfirmationEmail(email, `${this.links.siteUrl}/data-deletion?token=${token}`));
      const command = { type: 'RecordLinkSent' as const, requestId, transport: sent.transport, reference: sent.reference };
      await executeCommand(this.log, stream, dataDeletionDecider, command, context);
    } catch (error) {
      this.logger.warn(`Deletion confirmation email failed: ${error instanceof Error ? error.message : 'unknown'}`);
    }
    return { message: REQUEST_RECEIVED };
  }

  async confirm(token: string): Promise<{ message: string }> {
    const now = this.clock.now();
    const requestId = verifyToken(this.secret, token, PURPOSE, now)?.subject;
    if (!requestId) throw validationError('token', 'invalid or expired', INVALID_DELETION_LINK);
    const stream = dataDeletionStream(requestId);
    const context = { actor: 'visitor' as const, now, correlationId: requestId };
    const request = (await this.log.readStream(stream)).find((event) => event.type === 'DataDeletionRequested');
    const email = request?.data.email as string | null | undefined;
    const { position } = await executeCommand(this.log, stream, dataDeletionDecider, { type: 'Complete', requestId }, context);
    const subjectIds = new Set([String(request?.data.subjectId), requestId]);
    const personId = email ? await this.directory.find(email) : null;
    if (personId && email) {
      subjectIds.add(personId);
      await executeCommand(this.log, subscriberStream(personId), subscriberDecider, { type: 'Erase', subscriberId: personId, requestId }, context);
      await this.directory.erase(email, personId, requestId, context);
    }
    for (const subjectId of subjectIds) await this.cipher.forget(subjectId);
    await this.engine.waitFor(await this.log.headPosition().catch(() => position ?? 0));
    await this.readModelStore.purgeOverwritten();
    return { message: 'Your personal data has been erased. Emails already delivered to you are outside our systems.' };
  }
}

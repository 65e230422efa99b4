import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandContext } from '../../core/commands/command-shell.js';
import { PERSONAL_DATA_CIPHER, type PersonalDataCipher } from '../../core/crypto/personal-data-cipher.port.js';
import { EventLog } from '../../core/events/event-log.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { READ_MODEL_STORE, type ReadModelStore } from '../../core/read-model/read-model-store.port.js';
import { PersonDirectory } from '../people/person-directory.js';
import { EraseSubscriber } from '../subscribers/commands/erase-subscriber.js';

export type ErasureSubjects = {
  /** The people whose subscription is erased and whose key is destroyed. */
  personIds: readonly string[];
  /** Their address, unlinked from each of them in the person directory; null once it can no longer be read. */
  email: string | null;
  /** The confirmed deletion request, if the erasure answers one (its own key is destroyed too); null for the admin's erasure. */
  requestId: string | null;
};

/**
 * The steps of an erasure by crypto-shredding, shared by a confirmed data-deletion request and the
 * admin's erasure: each subscription marked erased, the address unlinked from its person, then the
 * keys destroyed, so nothing of theirs can be read again. Every step is idempotent, so an erasure that
 * failed half-way is completed by running it again.
 */
@Injectable()
export class PersonErasure {
  private readonly logger = new Logger(PersonErasure.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly engine: ProjectionEngine,
    @Inject(PERSONAL_DATA_CIPHER) private readonly cipher: PersonalDataCipher,
    @Inject(READ_MODEL_STORE) private readonly readModelStore: ReadModelStore,
  ) {}

  async erase({ personIds, email, requestId }: ErasureSubjects, context: CommandContext): Promise<void> {
    for (const personId of personIds) {
      await this.commands.execute(new EraseSubscriber(personId, requestId, context));
      if (email) await this.directory.erase(email, personId, requestId, context);
    }
    for (const subjectId of requestId ? [...personIds, requestId] : personIds) await this.cipher.forget(subjectId);
  }

  /**
   * Once every read model has folded the erasure, and no generation replaced by a recent rebuild
   * still holds the person, the bytes they overwrote are purged where the store can promise it.
   */
  async settle(): Promise<void> {
    await this.engine.waitFor(await this.log.headPosition());
    if (!(await this.engine.dropReplacedGenerations())) this.logger.warn('A generation replaced by a rebuild was still there when an erasure settled: its bytes leave the file at the first WAL checkpoint after the projections holder drops it');
    if (!(await this.readModelStore.purgeOverwritten())) this.logger.warn('Readers held up the WAL checkpoint after an erasure: the overwritten bytes leave the file at the next checkpoint');
  }
}

import { randomUUID } from 'node:crypto';
import { emailFingerprint } from '../../core/crypto/keyed-hash.js';
import { DomainError, WrongExpectedRevisionError } from '../../core/errors/domain-errors.js';
import type { AppendContext, EventLog } from '../../core/events/event-log.js';
import type { RecordedEvent } from '../../core/events/event.js';
import { EmailLinkedToPerson, PersonErased, personDirectoryStream } from './person.events.js';

type DirectoryEntry = { personId: string | null; revision: number | 'no_stream' };

const currentEntry = (events: RecordedEvent[]): DirectoryEntry => {
  let personId: string | null = null;
  for (const event of events) {
    if (event.type === EmailLinkedToPerson.type) personId = String(event.data.personId);
    if (event.type === PersonErased.type) personId = null;
  }
  const last = events.at(-1);
  return { personId, revision: last === undefined ? 'no_stream' : last.revision };
};

/** Maps an email address to the stable id of its person, without keeping the address in clear. */
export class PersonDirectory {
  constructor(
    private readonly log: EventLog,
    private readonly secret: string,
  ) {}

  async find(email: string): Promise<string | null> {
    return currentEntry(await this.log.readStream(this.streamOf(email))).personId;
  }

  /** The person's id, linking a new one when the address is unknown (or its person was erased). */
  async resolve(email: string, context: AppendContext): Promise<string> {
    const stream = this.streamOf(email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const entry = currentEntry(await this.log.readStream(stream));
      if (entry.personId) return entry.personId;
      const personId = randomUUID();
      try {
        await this.log.append(stream, [{ type: EmailLinkedToPerson.type, data: { personId } }], entry.revision, context);
        return personId;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError)) throw error;
      }
    }
    throw new DomainError('concurrency', 'Too many concurrent signups with this address; please retry');
  }

  /**
   * Unlinks the address, so a later signup with it starts a new person. Idempotent: an address no
   * longer linked to this person is left alone, so an erasure can be run again after a failure.
   */
  async erase(email: string, personId: string, requestId: string | null, context: AppendContext): Promise<void> {
    const stream = this.streamOf(email);
    const entry = currentEntry(await this.log.readStream(stream));
    if (entry.personId !== personId) return;
    await this.log.append(stream, [{ type: PersonErased.type, data: { personId, requestId } }], entry.revision, context);
  }

  private streamOf(email: string): string {
    return personDirectoryStream(emailFingerprint(this.secret, email));
  }
}

import type { CommandContext, CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import { emailFingerprint } from '../../core/crypto/keyed-hash.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { EventLog } from '../../core/events/event-log.js';
import { uuidv7 } from '../../core/events/uuid-v7.js';
import { type EmailLinkState, emailLinkDecider } from './email-link.decider.js';
import { personDirectoryStream } from './person.events.js';

const BUSY_ADDRESS = 'Too many concurrent signups with this address; please retry';

const linkedPerson = (state: EmailLinkState): string => {
  if (state.status !== 'linked') throw illegalState('The address could not be linked to a person');
  return state.personId;
};

/** Maps an email address to the stable id of its person, without keeping the address in clear. */
export class PersonDirectory {
  constructor(
    private readonly shell: CommandShell,
    private readonly log: EventLog,
    private readonly secret: string,
  ) {}

  async find(email: string): Promise<string | null> {
    const stream = this.streamOf(email);
    const state = foldEvents(emailLinkDecider, await this.log.readStream(stream, emailLinkDecider.events));
    return state.status === 'linked' ? state.personId : null;
  }

  /**
   * The person's id, linking a new one when the address is unknown (or its person was erased). New ids
   * are time-ordered (UUIDv7): every store keyed by person (subscriber streams, data keys, read-model
   * rows) then inserts at the right edge of its index instead of a random page (measured: 15 against
   * 4.5 us per read-model row at 100k rows). An id is no secret (links are signed tokens); its
   * timestamp only tells when the person first signed up, which their row shows anyway.
   */
  async resolve(email: string, context: CommandContext): Promise<string> {
    const command = { type: 'Link' as const, personId: uuidv7() };
    const { state } = await this.shell.run(this.streamOf(email), emailLinkDecider, command, context, { conflictMessage: BUSY_ADDRESS });
    return linkedPerson(state);
  }

  /**
   * resolve() for many addresses at once (distinct ones): their directory streams are read in one query
   * and the new links appended together. `linkedNow` says the person is the one this call created, so
   * nothing can have been written on their streams before (whoever could know the id learnt it from the
   * link just appended).
   */
  async resolveMany(emails: readonly string[], context: CommandContext): Promise<{ personId: string; linkedNow: boolean }[]> {
    const commands = emails.map((email) => ({ stream: this.streamOf(email), command: { type: 'Link' as const, personId: uuidv7() } }));
    const outcomes = await this.shell.runMany(emailLinkDecider, commands, context, { conflictMessage: BUSY_ADDRESS });
    return outcomes.map(({ events, state }) => ({ personId: linkedPerson(state), linkedNow: events.length > 0 }));
  }

  /**
   * Unlinks the address, so a later signup with it starts a new person. Idempotent: an address no
   * longer linked to this person is left alone, so an erasure can be run again after a failure.
   */
  async erase(email: string, personId: string, requestId: string | null, context: CommandContext): Promise<void> {
    await this.shell.run(this.streamOf(email), emailLinkDecider, { type: 'Unlink', personId, requestId }, context);
  }

  private streamOf(email: string): string {
    return personDirectoryStream(emailFingerprint(this.secret, email));
  }
}

import { randomUUID } from 'node:crypto';
import type { CommandContext, CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import { emailFingerprint } from '../../core/crypto/keyed-hash.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { EventLog } from '../../core/events/event-log.js';
import { emailLinkDecider } from './email-link.decider.js';
import { personDirectoryStream } from './person.events.js';

const BUSY_ADDRESS = 'Too many concurrent signups with this address; please retry';

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

  /** The person's id, linking a new one when the address is unknown (or its person was erased). */
  async resolve(email: string, context: CommandContext): Promise<string> {
    const command = { type: 'Link' as const, personId: randomUUID() };
    const { state } = await this.shell.run(this.streamOf(email), emailLinkDecider, command, context, { conflictMessage: BUSY_ADDRESS });
    if (state.status !== 'linked') throw illegalState('The address could not be linked to a person');
    return state.personId;
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

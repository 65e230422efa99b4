import { Injectable } from '@nestjs/common';
import { CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import type { Actor } from '../../core/events/event.js';
import { EventLog } from '../../core/events/event-log.js';
import { type GmailCommand, gmailConnectionDecider, type GmailState } from './gmail-connection.decider.js';
import { GMAIL_STREAM } from './gmail.events.js';

/** The Gmail stream: its folded state, and the decider run on it through the command shell. */
@Injectable()
export class GmailRecord {
  constructor(
    private readonly shell: CommandShell,
    private readonly log: EventLog,
  ) {}

  async state(): Promise<GmailState> {
    return foldEvents(gmailConnectionDecider, await this.log.readStream(GMAIL_STREAM, gmailConnectionDecider.events));
  }

  run(command: GmailCommand, actor: Actor) {
    return this.shell.run(GMAIL_STREAM, gmailConnectionDecider, command, { actor });
  }
}

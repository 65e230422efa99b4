import { Injectable } from '@nestjs/common';
import { type CommandContext, CommandShell } from '../../core/commands/command-shell.js';
import { foldEvents } from '../../core/commands/decider.js';
import type { CommandOutcome } from '../../core/commands/execute-command.js';
import { EventLog } from '../../core/events/event-log.js';
import { PersonDirectory } from '../people/person-directory.js';
import { type Signup, type SubscriberCommand, type SubscriberState, subscriberDecider } from './subscriber.decider.js';
import { type SUBSCRIBER_EVENT_TYPES, subscriberStream } from './subscriber.events.js';

export type ImportOutcome = 'created' | 'duplicate' | 'skipped';

/** The command side of subscriptions: decides on a person's stream, reads its state, and signs an address up. */
@Injectable()
export class SubscriberStreams {
  constructor(
    private readonly shell: CommandShell,
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
  ) {}

  /** Decides the command on the subscriber's stream, retrying a bounded number of times on a concurrent change. */
  run(subscriberId: string, command: SubscriberCommand, context: CommandContext): Promise<CommandOutcome<SubscriberState, typeof SUBSCRIBER_EVENT_TYPES>> {
    return this.shell.run(subscriberStream(subscriberId), subscriberDecider, command, context);
  }

  /**
   * Links the address to its person (a new one for an unknown address) and subscribes them: the rule
   * of every signup form. Answers the link epoch of the new subscription with its position.
   */
  async subscribe(
    signup: Signup,
    context: CommandContext,
    { requireConfirmation = false } = {},
  ): Promise<{ subscriberId: string; position: number | null; linkEpoch: number }> {
    const subscriberId = await this.directory.resolve(signup.email, context);
    const { position, state } = await this.run(subscriberId, { type: 'Subscribe', subscriberId, signup, requireConfirmation }, context);
    return { subscriberId, position, linkEpoch: state.status === 'active' ? state.linkEpoch : 0 };
  }

  /** The subscriber's state folded from their stream (the decider's own events, typed): the source of truth for who may use a link. */
  async state(subscriberId: string): Promise<SubscriberState> {
    return foldEvents(subscriberDecider, await this.log.readStream(subscriberStream(subscriberId), subscriberDecider.events));
  }

  /**
   * One row of the admin's import: links the address like a signup, then subscribes only someone new.
   * Whoever is subscribed is a duplicate; whoever unsubscribed (or was erased) is skipped, never
   * subscribed again by an import.
   */
  async import(signup: Signup, context: CommandContext): Promise<{ outcome: ImportOutcome; position: number | null }> {
    const subscriberId = await this.directory.resolve(signup.email, context);
    const { events, state, position } = await this.run(subscriberId, { type: 'Import', subscriberId, signup }, context);
    if (events.length > 0) return { outcome: 'created', position };
    return { outcome: state.status === 'active' ? 'duplicate' : 'skipped', position };
  }
}

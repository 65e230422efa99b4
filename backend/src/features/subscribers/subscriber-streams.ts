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
   * Rows of the admin's import (distinct addresses), each linked like a signup, then subscribed only when
   * someone new. Whoever is subscribed is a duplicate; whoever unsubscribed (or was erased) is skipped,
   * never subscribed again by an import. The directory streams are read in one query; the subscriber
   * streams of people linked by this call are new and not read (their appends still demand no stream),
   * the others are read in one query; each row is decided by the subscriber decider on its own stream.
   */
  async importMany(signups: readonly Signup[], context: CommandContext): Promise<{ outcome: ImportOutcome; position: number | null }[]> {
    const people = await this.directory.resolveMany(
      signups.map((signup) => signup.email),
      context,
    );
    const commands = signups.map((signup, index) => {
      const { personId: subscriberId, linkedNow } = people[index];
      return { stream: subscriberStream(subscriberId), command: { type: 'Import' as const, subscriberId, signup }, fresh: linkedNow };
    });
    const outcomes = await this.shell.runMany(subscriberDecider, commands, context);
    return outcomes.map(({ events, state, position }) => ({
      outcome: events.length > 0 ? 'created' : state.status === 'active' ? 'duplicate' : 'skipped',
      position,
    }));
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { type CommandOutcome, executeCommand } from '../../core/commands/execute-command.js';
import { notFound } from '../../core/errors/domain-errors.js';
import type { Actor } from '../../core/events/event.js';
import { EventLog } from '../../core/events/event-log.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { PersonDirectory } from '../people/person-directory.js';
import { type Signup, type SubscriberCommand, type SubscriberState, SUBSCRIBER_NOT_FOUND, subscriberDecider } from './subscriber.decider.js';
import { subscriberStream } from './subscriber.events.js';
import { SUBSCRIBERS_COLLECTION, SUBSCRIBERS_PROJECTION, type SubscriberView } from './subscribers.projection.js';

export type CommandContext = { actor: Actor; correlationId?: string };

/** What every subscriber handler needs: decide on a person's stream, sign an address up, read the list. */
@Injectable()
export class SubscriberStreams {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Decides the command on the subscriber's stream, retrying a bounded number of times on a concurrent change. */
  run(subscriberId: string, command: SubscriberCommand, context: CommandContext): Promise<CommandOutcome<SubscriberState>> {
    return executeCommand(this.log, subscriberStream(subscriberId), subscriberDecider, command, { ...context, now: this.clock.now() });
  }

  /** Links the address to its person (a new one for an unknown address) and subscribes them: one rule for signups and imports. */
  async subscribe(signup: Signup, context: CommandContext, { requireConfirmation = false } = {}): Promise<{ subscriberId: string; position: number | null }> {
    const subscriberId = await this.directory.resolve(signup.email, { ...context, now: this.clock.now() });
    const { position } = await this.run(subscriberId, { type: 'Subscribe', subscriberId, signup, requireConfirmation }, context);
    return { subscriberId, position };
  }

  findId(email: string): Promise<string | null> {
    return this.directory.find(email);
  }

  /** Read-your-writes: resolves once the subscriber list shows everything up to `position`. */
  visible(position: number | null, timeoutMs?: number): Promise<void> {
    return this.engine.waitFor(position ?? 0, [SUBSCRIBERS_PROJECTION], timeoutMs);
  }

  async view(subscriberId: string): Promise<SubscriberView> {
    const subscriber = await this.readModels.get<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, subscriberId);
    if (!subscriber) throw notFound(SUBSCRIBER_NOT_FOUND);
    return subscriber;
  }

  list(): Promise<SubscriberView[]> {
    return this.readModels.find<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, { sort: { field: 'subscribedAt', direction: 'desc' } });
  }
}

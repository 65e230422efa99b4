import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { executeCommand } from '../../../core/commands/execute-command.js';
import { EventLog } from '../../../core/events/event-log.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { suppressionDecider } from '../suppression.decider.js';
import { type SuppressionReason, suppressionStream } from '../suppression.events.js';

/**
 * The mail provider reported an address (bounce, dropped, spam report): no send reaches it again.
 * The address is resolved to its person (a new one if it never subscribed), so the suppression holds
 * for every kind of mail. Answers whether anything new was recorded.
 */
export class SuppressAddress extends Command<{ recorded: boolean }> {
  constructor(
    readonly email: string,
    readonly reason: SuppressionReason,
    readonly providerEventId: string | null,
    readonly reportedAt: Date,
  ) {
    super();
  }
}

@CommandHandler(SuppressAddress)
export class SuppressAddressHandler implements ICommandHandler<SuppressAddress> {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, reason, providerEventId, reportedAt }: SuppressAddress) {
    const context = { actor: 'system' as const, now: this.clock.now() };
    const subscriberId = await this.directory.resolve(email, context);
    const command = { type: 'Suppress' as const, subscriberId, reason, providerEventId, reportedAt: reportedAt.toISOString() };
    const { position } = await executeCommand(this.log, suppressionStream(subscriberId), suppressionDecider, command, context);
    return { recorded: position !== null };
  }
}

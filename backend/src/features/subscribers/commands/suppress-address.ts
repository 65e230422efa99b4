import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandShell } from '../../../core/commands/command-shell.js';
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
    private readonly shell: CommandShell,
    private readonly directory: PersonDirectory,
  ) {}

  async execute({ email, reason, providerEventId, reportedAt }: SuppressAddress) {
    const context = { actor: 'system' as const };
    const subscriberId = await this.directory.resolve(email, context);
    const command = { type: 'Suppress' as const, subscriberId, reason, providerEventId, reportedAt: reportedAt.toISOString() };
    const { position } = await this.shell.run(suppressionStream(subscriberId), suppressionDecider, command, context);
    return { recorded: position !== null };
  }
}

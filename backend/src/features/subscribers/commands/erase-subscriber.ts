import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../../core/commands/command-shell.js';
import { SubscriberStreams } from '../subscriber-streams.js';

/**
 * Marks a person's subscription erased, as part of a confirmed data deletion (`requestId`) or of
 * the admin's erasure (null). Idempotent, so an erasure that failed half-way can be run again.
 * Answers the position written, if any.
 */
export class EraseSubscriber extends Command<{ position: number | null }> {
  constructor(
    readonly subscriberId: string,
    readonly requestId: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EraseSubscriber)
export class EraseSubscriberHandler implements ICommandHandler<EraseSubscriber> {
  constructor(private readonly streams: SubscriberStreams) {}

  async execute({ subscriberId, requestId, context }: EraseSubscriber) {
    const correlationId = context.correlationId ?? requestId ?? randomUUID();
    const { position } = await this.streams.run(subscriberId, { type: 'Erase', subscriberId, requestId }, { ...context, correlationId });
    return { position };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SubscriberStreams } from '../subscriber-streams.js';

/**
 * Marks a person's subscription erased as part of a confirmed data deletion. Idempotent, so a
 * deletion that failed half-way can be confirmed again. Answers the position written, if any.
 */
export class EraseSubscriber extends Command<{ position: number | null }> {
  constructor(
    readonly subscriberId: string,
    readonly requestId: string,
  ) {
    super();
  }
}

@CommandHandler(EraseSubscriber)
export class EraseSubscriberHandler implements ICommandHandler<EraseSubscriber> {
  constructor(private readonly streams: SubscriberStreams) {}

  async execute({ subscriberId, requestId }: EraseSubscriber) {
    const { position } = await this.streams.run(subscriberId, { type: 'Erase', subscriberId, requestId }, { actor: 'visitor', correlationId: requestId });
    return { position };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SubscriberAccess } from '../subscriber-access.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';

export const CONFIRMED = 'Your subscription is confirmed. Thank you!';

/** Double opt-in: the holder of the welcome email's link confirms the subscription. */
export class ConfirmSubscription extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(ConfirmSubscription)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscription> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
  ) {}

  async execute({ email, token }: ConfirmSubscription) {
    const { id } = await this.access.authorise(email, token);
    const { position } = await this.streams.run(id, { type: 'Confirm', subscriberId: id }, { actor: 'visitor' });
    await this.subscribers.visible(position);
    return { message: CONFIRMED };
  }
}

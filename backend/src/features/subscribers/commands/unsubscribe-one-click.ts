import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { forbidden } from '../../../core/errors/domain-errors.js';
import { INVALID_LINK, SubscriberAccess } from '../subscriber-access.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import { UNSUBSCRIBED } from './unsubscribe.js';

/**
 * RFC 8058 one-click unsubscribe: a mail provider posts to the List-Unsubscribe link of a newsletter,
 * without cookies. The link's token is the proof; nothing is mailed back, whatever the outcome.
 */
export class UnsubscribeOneClick extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(UnsubscribeOneClick)
export class UnsubscribeOneClickHandler implements ICommandHandler<UnsubscribeOneClick> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly streams: SubscriberStreams,
  ) {}

  async execute({ email, token }: UnsubscribeOneClick) {
    const holder = await this.access.holderOf(email, token);
    if (!holder) throw forbidden(INVALID_LINK);
    const { subscriberId } = holder;
    await this.streams.run(subscriberId, { type: 'Unsubscribe', subscriberId, via: 'link' }, { actor: 'visitor' });
    return { message: UNSUBSCRIBED };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../core/events/event.js';
import { SubscriberLinks } from '../subscriber-links.js';
import { guideEmail } from '../subscriber-emails.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import type { SignupAnswer, SubscribeRequest } from '../../../contract/subscribers.contract.js';

/** A visitor signs up from any of the four forms. Answers the subscriber and the token that manages them. */
export class Subscribe extends Command<SignupAnswer> {
  constructor(
    readonly request: SubscribeRequest,
    readonly actor: Actor,
  ) {
    super();
  }
}

@CommandHandler(Subscribe)
export class SubscribeHandler implements ICommandHandler<Subscribe> {
  constructor(
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
    private readonly mail: SubscriberMail,
    private readonly links: SubscriberLinks,
  ) {}

  async execute({ request, actor }: Subscribe) {
    const { subscriberId, position } = await this.streams.subscribe(request, { actor });
    if (request.leadMagnet) await this.mail.send(subscriberId, guideEmail(request.email, this.mail.linksFor(request.email, subscriberId)), { actor });
    // The visitor is redirected to their preferences next: the list must already show them.
    await this.subscribers.visible(position);
    const { id, email, frequency, interests, customInterests, source } = await this.subscribers.view(subscriberId);
    return { subscriber: { id, email, frequency, interests, customInterests, source }, token: this.links.tokenFor(subscriberId) };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonDirectory } from '../../people/person-directory.js';
import { unsubscribeConfirmationEmail } from '../subscriber-emails.js';
import { SubscriberAccess } from '../subscriber-access.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import { isSubscribed } from '../subscribers.projection.js';

export const UNSUBSCRIBED = 'You have been unsubscribed. We are sorry to see you go.';
export const UNSUBSCRIBE_LINK_SENT = "If this address is subscribed, we've sent a link to confirm unsubscribing.";

/**
 * With the person's link: unsubscribes at once. Without it: mails the address a confirmation link
 * when it is subscribed, and answers alike for any address.
 */
export class Unsubscribe extends Command<{ unsubscribed: boolean; message: string }> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(Unsubscribe)
export class UnsubscribeHandler implements ICommandHandler<Unsubscribe> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly streams: SubscriberStreams,
    private readonly directory: PersonDirectory,
    private readonly subscribers: SubscriberList,
    private readonly mail: SubscriberMail,
  ) {}

  async execute({ email, token }: Unsubscribe) {
    const subscriberId = await this.directory.find(email);
    if (subscriberId && subscriberId === this.access.tokenSubject(token)) {
      await this.streams.run(subscriberId, { type: 'Unsubscribe', subscriberId, via: 'link' }, { actor: 'visitor' });
      return { unsubscribed: true, message: UNSUBSCRIBED };
    }
    const subscriber = subscriberId ? await this.subscribers.view(subscriberId).catch(() => null) : null;
    if (subscriber && isSubscribed(subscriber)) {
      this.mail.sendInBackground(subscriber.id, unsubscribeConfirmationEmail(email, this.mail.linksFor(email, subscriber.id)), { actor: 'visitor' });
    }
    return { unsubscribed: false, message: UNSUBSCRIBE_LINK_SENT };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonDirectory } from '../../people/person-directory.js';
import { preferencesLinkEmail } from '../subscriber-emails.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { isSubscribed } from '../subscribers.projection.js';

export const PREFERENCES_LINK_SENT = "If this address is subscribed, we've sent it a link.";

/** Mails a subscribed address the link to its preferences; answers alike for any address. */
export class SendPreferencesLink extends Command<{ message: string }> {
  constructor(readonly email: string) {
    super();
  }
}

@CommandHandler(SendPreferencesLink)
export class SendPreferencesLinkHandler implements ICommandHandler<SendPreferencesLink> {
  constructor(
    private readonly directory: PersonDirectory,
    private readonly subscribers: SubscriberList,
    private readonly mail: SubscriberMail,
  ) {}

  async execute({ email }: SendPreferencesLink) {
    const subscriberId = await this.directory.find(email);
    const subscriber = subscriberId ? await this.subscribers.view(subscriberId).catch(() => null) : null;
    if (subscriber && isSubscribed(subscriber)) {
      this.mail.sendInBackground(subscriber.id, preferencesLinkEmail(email, this.mail.linksFor(email, subscriber.id)), { actor: 'visitor' });
    }
    return { message: PREFERENCES_LINK_SENT };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MailLimits } from '../../../core/rate-limit/mail-limits.js';
import { SubscriberAccess } from '../subscriber-access.js';
import { preferencesLinkEmail } from '../subscriber-emails.js';
import { SubscriberMail } from '../subscriber-mail.js';

export const PREFERENCES_LINK_SENT = "If this address is subscribed, we've sent it a link.";

/** Mails a subscribed address the link to its preferences, within the mail limits; answers alike for any address. */
export class SendPreferencesLink extends Command<{ message: string }> {
  constructor(
    readonly email: string,
    readonly client: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(SendPreferencesLink)
export class SendPreferencesLinkHandler implements ICommandHandler<SendPreferencesLink> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly mail: SubscriberMail,
    private readonly mailLimits: MailLimits,
  ) {}

  async execute({ email, client }: SendPreferencesLink) {
    await this.mailLimits.admit('preferences-link', client, email);
    const subscription = await this.access.activeSubscription(email);
    if (subscription) {
      this.mail.sendInBackground(subscription.subscriberId, preferencesLinkEmail(email, this.mail.linksFor(email, subscription)), { actor: 'visitor' });
    }
    return { message: PREFERENCES_LINK_SENT };
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MailLimits } from '../../../core/rate-limit/mail-limits.js';
import { unsubscribeConfirmationEmail } from '../subscriber-emails.js';
import { SubscriberAccess } from '../subscriber-access.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberStreams } from '../subscriber-streams.js';

export const UNSUBSCRIBED = 'You have been unsubscribed. We are sorry to see you go.';
export const UNSUBSCRIBE_LINK_SENT = "If this address is subscribed, we've sent a link to confirm unsubscribing.";

/**
 * With a link token that opens this address's subscription: unsubscribes at once. Anything else (no
 * token, a forged, expired or superseded one) counts as a stranger's request: within the mail limits,
 * the address is mailed a confirmation link when it is subscribed, and the answer is alike for any address.
 */
export class Unsubscribe extends Command<{ unsubscribed: boolean; message: string }> {
  constructor(
    readonly email: string,
    readonly token: string | undefined,
    readonly client: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(Unsubscribe)
export class UnsubscribeHandler implements ICommandHandler<Unsubscribe> {
  constructor(
    private readonly access: SubscriberAccess,
    private readonly streams: SubscriberStreams,
    private readonly mail: SubscriberMail,
    private readonly mailLimits: MailLimits,
  ) {}

  async execute({ email, token, client }: Unsubscribe) {
    const holder = await this.access.holderOf(email, token);
    if (holder) {
      await this.streams.run(holder.subscriberId, { type: 'Unsubscribe', subscriberId: holder.subscriberId, via: 'link' }, { actor: 'visitor' });
      return { unsubscribed: true, message: UNSUBSCRIBED };
    }
    await this.mailLimits.admit('unsubscribe-confirmation', client, email);
    const subscription = await this.access.activeSubscription(email);
    if (subscription) {
      const message = unsubscribeConfirmationEmail(email, this.mail.linksFor(email, subscription));
      this.mail.sendInBackground(subscription.subscriberId, message, { actor: 'visitor' });
    }
    return { unsubscribed: false, message: UNSUBSCRIBE_LINK_SENT };
  }
}

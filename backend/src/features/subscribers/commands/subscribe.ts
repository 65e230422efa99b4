import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import type { Actor } from '../../../core/events/event.js';
import { MailLimits } from '../../../core/rate-limit/mail-limits.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { SIGNUP_TOKEN_LIFETIME_MS, SubscriberLinks } from '../subscriber-links.js';
import { guideEmail, welcomeEmail } from '../subscriber-emails.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import type { SignupAnswer, SubscribeRequest } from '../../../contract/subscribers.contract.js';

/**
 * A visitor signs up from any of the four forms. Answers the subscriber and a token that manages this
 * subscription for the next hour (long enough for the preferences page the visitor is sent to).
 */
export class Subscribe extends Command<SignupAnswer> {
  constructor(
    readonly request: SubscribeRequest,
    readonly actor: Actor,
    readonly client: string | undefined,
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
    private readonly limits: PublicRateLimits,
    private readonly mailLimits: MailLimits,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, actor, client }: Subscribe) {
    // Checked before anything is written: a refused signup leaves no trace.
    await this.limits.signup(client);
    if (request.leadMagnet) await this.mailLimits.admit('lead-magnet-guide', client, request.email);
    const confirm = this.config.DOUBLE_OPT_IN;
    const { subscriberId, position, linkEpoch } = await this.streams.subscribe(request, { actor }, { requireConfirmation: confirm });
    const links = this.mail.linksFor(request.email, { subscriberId, linkEpoch });
    // Every new subscription gets a welcome email; a lead-magnet signup's guide is its welcome.
    if (request.leadMagnet) await this.mail.send(subscriberId, guideEmail(request.email, links, { confirm }), { actor });
    else if (await this.welcomeAdmitted(client, request.email)) await this.mail.send(subscriberId, welcomeEmail(request.email, links, { confirm }), { actor });
    else await this.mail.recordSkipped(subscriberId, 'welcome', 'mail limit reached for this client or address', { actor });
    // The visitor is redirected to their preferences next: the list must already show them.
    await this.subscribers.visible(position);
    const { id, email, frequency, interests, customInterests, source } = await this.subscribers.view(subscriberId);
    const token = this.links.tokenFor({ subscriberId, linkEpoch }, SIGNUP_TOKEN_LIFETIME_MS, this.clock.now());
    return { subscriber: { id, email, frequency, interests, customInterests, source }, token };
  }

  /**
   * The welcome email counts against the limits of mails a stranger can trigger (MailLimits), but
   * only once the subscription is written: a signup that comes to nothing (already subscribed) mails
   * nothing and costs no budget. Over a limit the signup stands without its welcome email.
   */
  private async welcomeAdmitted(client: string | undefined, email: string): Promise<boolean> {
    try {
      await this.mailLimits.admit('welcome', client, email);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'rate_limited') return false;
      throw error;
    }
  }
}

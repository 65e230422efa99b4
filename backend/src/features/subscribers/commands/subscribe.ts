import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import type { Actor } from '../../../core/events/event.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { SubscriberLinks } from '../subscriber-links.js';
import { guideEmail, welcomeEmail } from '../subscriber-emails.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import type { SignupAnswer, SubscribeRequest } from '../../../contract/subscribers.contract.js';

/** A visitor signs up from any of the four forms. Answers the subscriber and the token that manages them. */
export class Subscribe extends Command<SignupAnswer> {
  constructor(
    readonly request: SubscribeRequest,
    readonly actor: Actor,
    /** Who asked (the client address), for the mail limits of the welcome email. */
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, actor, client }: Subscribe) {
    const confirm = this.config.DOUBLE_OPT_IN;
    const { subscriberId, position } = await this.streams.subscribe(request, { actor }, { requireConfirmation: confirm });
    const links = this.mail.linksFor(request.email, subscriberId);
    // A lead-magnet signup was counted against the mail limits before it was accepted; its guide is its welcome.
    if (request.leadMagnet) await this.mail.send(subscriberId, guideEmail(request.email, links, { confirm }), { actor });
    else if (this.withinMailLimits(client, request.email)) await this.mail.send(subscriberId, welcomeEmail(request.email, links, { confirm }), { actor });
    else await this.mail.recordSkipped(subscriberId, 'welcome', 'mail limit reached for this client or address', { actor });
    // The visitor is redirected to their preferences next: the list must already show them.
    await this.subscribers.visible(position);
    const { id, email, frequency, interests, customInterests, source } = await this.subscribers.view(subscriberId);
    return { subscriber: { id, email, frequency, interests, customInterests, source }, token: this.links.tokenFor(subscriberId) };
  }

  /** The welcome email counts against the limits of mails a stranger can trigger; over them, the signup stands without it. */
  private withinMailLimits(client: string | undefined, email: string): boolean {
    try {
      this.limits.mailLink(client, email);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'rate_limited') return false;
      throw error;
    }
  }
}

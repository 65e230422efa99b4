import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { DomainError } from '../../../core/errors/domain-errors.js';
import type { Actor } from '../../../core/events/event.js';
import { MailLimits } from '../../../core/rate-limit/mail-limits.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { ALREADY_SUBSCRIBED_MESSAGE, PREFERENCES_LINK_LIMITED_REASON, PREFERENCES_LINK_SENT_REASON } from '../../../contract/subscribers.vocabulary.js';
import { type LinkSubject, SIGNUP_TOKEN_LIFETIME_MS, SubscriberLinks } from '../subscriber-links.js';
import { guideEmail, preferencesLinkEmail, welcomeEmail } from '../subscriber-emails.js';
import { SubscriberAccess } from '../subscriber-access.js';
import { SubscriberMail } from '../subscriber-mail.js';
import { SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';
import type { GuideResentAnswer, SignupAnswer, SubscribeRequest } from '../../../contract/subscribers.contract.js';

export const GUIDE_RESENT = "You're already subscribed, so we've emailed you the guide again.";

/**
 * A visitor signs up from any of the four forms. Answers the subscriber and a token that manages this
 * subscription for the next hour (long enough for the preferences page the visitor is sent to).
 */
export class Subscribe extends Command<SignupAnswer | GuideResentAnswer> {
  constructor(
    readonly request: SubscribeRequest,
    readonly actor: Actor,
    readonly client: string | undefined,
  ) {
    super();
  }
}

const isAlreadySubscribed = (error: unknown) => error instanceof DomainError && error.message === ALREADY_SUBSCRIBED_MESSAGE;

@CommandHandler(Subscribe)
export class SubscribeHandler implements ICommandHandler<Subscribe> {
  constructor(
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
    private readonly access: SubscriberAccess,
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
    let subscribed: Awaited<ReturnType<SubscriberStreams['subscribe']>>;
    try {
      subscribed = await this.streams.subscribe(request, { actor }, { requireConfirmation: confirm });
    } catch (error) {
      const existing = isAlreadySubscribed(error) ? await this.access.activeSubscription(request.email) : null;
      if (!existing) throw error;
      return this.alreadySubscribed(request, existing, actor, client);
    }
    const { subscriberId, position, linkEpoch } = subscribed;
    const subscription = { subscriberId, linkEpoch };
    // Every new subscription gets a welcome email; a lead-magnet signup's guide is its welcome.
    if (request.leadMagnet) await this.sendGuide(request.email, subscription, actor, confirm);
    else if (await this.admitted('welcome', client, request.email)) {
      await this.mail.send(subscriberId, welcomeEmail(request.email, this.mail.linksFor(request.email, subscription), { confirm }), { actor });
    } else await this.mail.recordSkipped(subscriberId, 'welcome', 'mail limit reached for this client or address', { actor });
    // The visitor is redirected to their preferences next: the list must already show them.
    await this.subscribers.visible(position);
    const { id, email, frequency, interests, customInterests, source } = await this.subscribers.view(subscriberId);
    const token = this.links.tokenFor(subscription, SIGNUP_TOKEN_LIFETIME_MS, this.clock.now());
    return { subscriber: { id, email, frequency, interests, customInterests, source }, token };
  }

  private sendGuide(email: string, subscription: LinkSubject, actor: Actor, confirm = false) {
    const download = this.links.guideDownloadUrl(subscription, this.clock.now());
    return this.mail.send(subscription.subscriberId, guideEmail(email, this.mail.linksFor(email, subscription), download, { confirm }), { actor });
  }

  /**
   * The address is on the list already. Whoever typed it gets no token (it may not be theirs): the
   * guide they asked for goes to the address, or else a secure link to its preferences does, and the
   * 409 stays as the forms know it.
   */
  private async alreadySubscribed(request: SubscribeRequest, subscription: LinkSubject, actor: Actor, client: string | undefined): Promise<GuideResentAnswer> {
    if (request.leadMagnet) {
      await this.sendGuide(request.email, subscription, actor);
      return { alreadySubscribed: true, message: GUIDE_RESENT };
    }
    if (!(await this.admitted('preferences-link', client, request.email))) {
      throw new DomainError('illegal_state', ALREADY_SUBSCRIBED_MESSAGE, { reason: PREFERENCES_LINK_LIMITED_REASON });
    }
    this.mail.sendInBackground(subscription.subscriberId, preferencesLinkEmail(request.email, this.mail.linksFor(request.email, subscription)), { actor });
    throw new DomainError('illegal_state', ALREADY_SUBSCRIBED_MESSAGE, { reason: PREFERENCES_LINK_SENT_REASON });
  }

  /**
   * Mails a stranger can trigger count against MailLimits. The welcome email is counted only once the
   * subscription is written (a signup that comes to nothing costs no budget); over a limit the signup
   * stands without it. The preferences link of an existing subscriber: over a limit the signup still
   * answers 409, just without a mail, and its reason says so (preferences_link_limited).
   */
  private async admitted(kind: 'welcome' | 'preferences-link', client: string | undefined, email: string): Promise<boolean> {
    try {
      await this.mailLimits.admit(kind, client, email);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'rate_limited') return false;
      throw error;
    }
  }
}

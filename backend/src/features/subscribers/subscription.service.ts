import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../core/clock.js';
import { executeCommand } from '../../core/commands/execute-command.js';
import { forbidden, notFound } from '../../core/errors/domain-errors.js';
import type { Actor } from '../../core/events/event.js';
import { EventLog } from '../../core/events/event-log.js';
import { MAILER, type MailMessage, type Mailer } from '../../core/mail/mailer.port.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { PersonDirectory } from '../people/person-directory.js';
import { type Preferences, type SubscriberCommand, subscriberDecider } from './subscriber.decider.js';
import { guideEmail, preferencesLinkEmail, unsubscribeConfirmationEmail } from './subscriber-emails.js';
import { SubscriberLinks } from './subscriber-links.js';
import { subscriberStream } from './subscriber.events.js';
import { SUBSCRIBERS_COLLECTION, SUBSCRIBERS_PROJECTION, type SubscriberView } from './subscribers.projection.js';
import type { SubscribeRequest } from './subscriber.requests.js';

export const INVALID_LINK = 'A valid link is required to manage preferences';
const LINK_SENT = "If this address is subscribed, we've sent it a link.";

type Context = { actor: Actor; correlationId?: string };

/** The subscriber use cases: each one decides through the subscriber decider and appends to the person's stream. */
@Injectable()
export class SubscriptionService {
  private readonly logger = new Logger(SubscriptionService.name);
  private readonly pendingMail = new Set<Promise<void>>();

  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
    private readonly links: SubscriberLinks,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async subscribe(request: SubscribeRequest, context: Context) {
    const appendContext = { ...context, now: this.clock.now() };
    const subscriberId = await this.directory.resolve(request.email, appendContext);
    const { email, ...rest } = request;
    const outcome = await this.run(subscriberId, { type: 'Subscribe', subscriberId, signup: { email, ...rest } }, context);
    if (request.leadMagnet) {
      await this.sendToSubscriber(subscriberId, guideEmail(email, this.linkSet(email, subscriberId)), context);
    }
    await this.engine.waitFor(outcome.position ?? 0, [SUBSCRIBERS_PROJECTION]);
    const subscriber = await this.view(subscriberId);
    return { subscriber: this.publicView(subscriber), token: this.links.tokenFor(subscriberId), position: outcome.position };
  }

  async preferences(email: string, token: string | undefined) {
    const subscriber = await this.authorised(email, token);
    return { frequency: subscriber.frequency, interests: subscriber.interests, customInterests: subscriber.customInterests ?? '' };
  }

  async changePreferences(email: string, token: string | undefined, preferences: Preferences) {
    const subscriber = await this.authorised(email, token);
    const outcome = await this.run(subscriber.id, { type: 'ChangePreferences', subscriberId: subscriber.id, preferences }, { actor: 'visitor' });
    await this.engine.waitFor(outcome.position ?? 0, [SUBSCRIBERS_PROJECTION]);
    return { ok: true as const };
  }

  /** With a valid link: unsubscribes at once. Without: mails a confirmation link, answering alike for any address. */
  async unsubscribe(email: string, token: string | undefined) {
    const subscriberId = await this.directory.find(email);
    const tokenSubject = this.links.subjectOf(token, this.clock.now());
    if (tokenSubject && subscriberId === tokenSubject) {
      await this.run(subscriberId, { type: 'Unsubscribe', subscriberId, via: 'link' }, { actor: 'visitor' });
      return { unsubscribed: true, message: 'You have been unsubscribed. We are sorry to see you go.' };
    }
    await this.mailIfActive(subscriberId, email, unsubscribeConfirmationEmail);
    return { unsubscribed: false, message: "If this address is subscribed, we've sent a link to confirm unsubscribing." };
  }

  async sendPreferencesLink(email: string) {
    await this.mailIfActive(await this.directory.find(email), email, preferencesLinkEmail);
    return { message: LINK_SENT };
  }

  /** Resolves once every email started in the background has been sent and recorded (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pendingMail.size > 0) await Promise.all([...this.pendingMail]);
  }

  private async mailIfActive(subscriberId: string | null, email: string, compose: typeof preferencesLinkEmail) {
    const subscriber = subscriberId ? await this.view(subscriberId).catch(() => null) : null;
    if (!subscriber || subscriber.status !== 'active') return;
    // Sent in the background so that the answer takes the same time for known and unknown addresses.
    const sending = this.sendToSubscriber(subscriber.id, compose(email, this.linkSet(email, subscriber.id)), { actor: 'visitor' })
      .catch((error: unknown) => this.logger.error(`Background email failed: ${error instanceof Error ? error.message : 'unknown'}`))
      .finally(() => this.pendingMail.delete(sending));
    this.pendingMail.add(sending);
  }

  private async sendToSubscriber(subscriberId: string, message: MailMessage, context: Context) {
    try {
      const result = await this.mailer.send(message);
      const { transport, reference } = result;
      await this.run(subscriberId, { type: 'RecordEmailSent', subscriberId, category: message.category, transport, reference }, context);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      this.logger.warn(`Could not send ${message.category} email: ${reason}`);
      await this.run(subscriberId, { type: 'RecordEmailFailed', subscriberId, category: message.category, reason }, context);
    }
  }

  private async authorised(email: string, token: string | undefined): Promise<SubscriberView> {
    const tokenSubject = this.links.subjectOf(token, this.clock.now());
    if (!tokenSubject) throw forbidden(INVALID_LINK);
    const subscriberId = await this.directory.find(email);
    if (subscriberId !== tokenSubject) throw forbidden(INVALID_LINK);
    const subscriber = await this.view(subscriberId);
    if (subscriber.status !== 'active') throw notFound('Subscriber not found');
    return subscriber;
  }

  private async view(subscriberId: string): Promise<SubscriberView> {
    const subscriber = await this.readModels.get<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, subscriberId);
    if (!subscriber) throw notFound('Subscriber not found');
    return subscriber;
  }

  private publicView(subscriber: SubscriberView) {
    const { id, email, frequency, interests, customInterests, source } = subscriber;
    return { id, email, frequency, interests, customInterests, source };
  }

  private linkSet(email: string, subscriberId: string) {
    return {
      preferencesUrl: this.links.preferencesUrl(email, subscriberId),
      unsubscribeUrl: this.links.unsubscribeUrl(email, subscriberId),
      siteUrl: this.links.siteUrl,
    };
  }

  private run(subscriberId: string, command: SubscriberCommand, context: Context) {
    return executeCommand(this.log, subscriberStream(subscriberId), subscriberDecider, command, { ...context, now: this.clock.now() });
  }
}

import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { CommandContext } from '../../core/commands/command-shell.js';
import { CLOCK, type Clock } from '../../core/clock.js';
import { MAILER, type MailMessage, type Mailer } from '../../core/mail/mailer.port.js';
import { EventLog } from '../../core/events/event-log.js';
import { suppressionReasons } from './queries/suppression-of.js';
import { type LinkSubject, SubscriberLinks } from './subscriber-links.js';
import type { SuppressionReason } from './suppression.events.js';
import { SubscriberStreams } from './subscriber-streams.js';
import { subscriberDecider } from './subscriber.decider.js';
import { subscriberStream } from './subscriber.events.js';

export type SubscriberMailLinks = ReturnType<SubscriberLinks['allFor']>;

/** The 409 of a mail the admin asked for to an address the mail provider reported. */
export const suppressedAddressMessage = (reasons: readonly SuppressionReason[]): string =>
  `This address is suppressed (${reasons.join(', ')}): no mail is sent to it`;

export type MailOutcome = { status: 'sent' } | { status: 'suppressed'; reasons: SuppressionReason[] } | { status: 'failed'; reason: string };

/** Sends a subscriber an email and records the outcome in their history (sent or failed, never the content). */
@Injectable()
export class SubscriberMail implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SubscriberMail.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly streams: SubscriberStreams,
    private readonly links: SubscriberLinks,
    private readonly log: EventLog,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Fresh links for one mail, bound to the subscription they manage and valid for the email-link lifetime. */
  linksFor(email: string, subject: LinkSubject): SubscriberMailLinks {
    return this.links.allFor(email, subject, this.clock.now());
  }

  /**
   * Sends and records the outcome, and answers it for callers that report it. An address the mail
   * provider reported (bounce, dropped, spam report) is not written to: recorded as not sent. A keyed
   * message already recorded as sent to this person is not sent again, on any transport (SendGrid
   * has no idempotency key of its own): a retry after a lost answer is answered as sent.
   */
  async send(subscriberId: string, message: MailMessage, context: CommandContext): Promise<MailOutcome> {
    if (message.key !== undefined && (await this.sentBefore(subscriberId, message.key))) return { status: 'sent' };
    const reasons = await suppressionReasons(this.log, subscriberId);
    if (reasons.length > 0) {
      await this.recordSkipped(subscriberId, message.category, `address suppressed (${reasons.join(', ')})`, context);
      return { status: 'suppressed', reasons };
    }
    try {
      const { transport, reference } = await this.mailer.send(message);
      await this.streams.run(subscriberId, { type: 'RecordEmailSent', subscriberId, category: message.category, transport, reference, key: message.key }, context);
      return { status: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      this.logger.warn(`Could not send ${message.category} email: ${reason}`);
      await this.recordSkipped(subscriberId, message.category, reason, context);
      return { status: 'failed', reason };
    }
  }

  private async sentBefore(subscriberId: string, key: string): Promise<boolean> {
    const events = await this.log.readStream(subscriberStream(subscriberId), subscriberDecider.events);
    return events.some((event) => event.type === 'SubscriberEmailSent' && event.data.key === key);
  }

  /** A mail that was not sent (a failure, a limit): recorded in the person's history all the same. */
  async recordSkipped(subscriberId: string, category: string, reason: string, context: CommandContext): Promise<void> {
    await this.streams.run(subscriberId, { type: 'RecordEmailFailed', subscriberId, category, reason }, context);
  }

  /** Sends without making the caller wait, so that an answer takes as long for a known address as for an unknown one. */
  sendInBackground(subscriberId: string, message: MailMessage, context: CommandContext): void {
    const sending: Promise<void> = this.send(subscriberId, message, context)
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Background email failed: ${error instanceof Error ? error.message : 'unknown'}`))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves once every email started in the background has been sent and recorded (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** At a clean stop (after the last request was answered, before the stores close): no mail goes unrecorded. */
  beforeApplicationShutdown(): Promise<void> {
    return this.idle();
  }
}

import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EMAIL_TEXTS } from '../../../../contract/email.vocabulary.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { illegalState, notFound, upstreamFailure } from '../../../../core/errors/domain-errors.js';
import type { RenderedEmail } from '../../../../core/mail/email-layout.js';
import { AI_WRITER, type AiWriter, type EmailFrequency } from '../../../ai/ai-writer.port.js';
import { PersonDirectory } from '../../../people/person-directory.js';
import { FindSubscribers } from '../../../subscribers/queries/find-subscribers.js';
import { SubscriberMail } from '../../../subscribers/subscriber-mail.js';
import type { SubscriberView } from '../../../subscribers/subscribers.projection.js';
import { NewsletterBriefs } from '../../delivery/newsletter-briefs.js';
import { newsletterFor } from '../../delivery/newsletter-email.js';

export type PersonalizedPreview = RenderedEmail & { subscriberId: string; to: string; subject: string; content: string };

const subscriberWithAddress = async (queries: QueryBus, subscriberId: string): Promise<SubscriberView & { email: string }> => {
  const [subscriber] = await queries.execute(new FindSubscribers([subscriberId]));
  if (!subscriber?.email) throw notFound('Subscriber not found');
  return subscriber as SubscriberView & { email: string };
};

/** Exactly what a chosen subscriber would receive: written for their frequency and interests, with their own links. */
export class PreviewPersonalizedEmail extends Command<PersonalizedPreview> {
  constructor(readonly subscriberId: string) {
    super();
  }
}

@CommandHandler(PreviewPersonalizedEmail)
export class PreviewPersonalizedEmailHandler implements ICommandHandler<PreviewPersonalizedEmail> {
  constructor(
    private readonly queries: QueryBus,
    private readonly briefs: NewsletterBriefs,
    private readonly mail: SubscriberMail,
    @Inject(AI_WRITER) private readonly writer: AiWriter,
  ) {}

  async execute({ subscriberId }: PreviewPersonalizedEmail) {
    const subscriber = await subscriberWithAddress(this.queries, subscriberId);
    const { frequency, interests, customInterests } = subscriber;
    const { subject, content } = await this.writer.writeEmail({
      frequency: frequency as EmailFrequency,
      interests,
      ...(customInterests ? { customInterests } : {}),
      tools: await this.briefs.tools(),
    });
    const rendered = newsletterFor(subject, content, this.mail.linksFor(subscriber.email, { subscriberId: subscriber.id, linkEpoch: subscriber.linkEpoch }));
    return { subscriberId, to: subscriber.email, subject, content, ...rendered };
  }
}

/** Sends a subscriber's personalized email (their links) to a test address instead of to them. */
export class SendPersonalizedTest extends Command<{ message: string }> {
  constructor(
    readonly subscriberId: string,
    readonly to: string,
    readonly subject: string,
    readonly content: string,
  ) {
    super();
  }
}

@CommandHandler(SendPersonalizedTest)
export class SendPersonalizedTestHandler implements ICommandHandler<SendPersonalizedTest> {
  constructor(
    private readonly queries: QueryBus,
    private readonly directory: PersonDirectory,
    private readonly mail: SubscriberMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ subscriberId, to, subject, content }: SendPersonalizedTest) {
    const subscriber = await subscriberWithAddress(this.queries, subscriberId);
    const rendered = newsletterFor(subject, content, this.mail.linksFor(subscriber.email, { subscriberId: subscriber.id, linkEpoch: subscriber.linkEpoch }));
    const personId = await this.directory.resolve(to, { actor: 'admin', now: this.clock.now() });
    const outcome = await this.mail.send(personId, { to, subject, category: 'personalized-test', ...rendered }, { actor: 'admin' });
    if (outcome.status === 'suppressed') throw illegalState(`This address is suppressed (${outcome.reasons.join(', ')}): no mail is sent to it`);
    if (outcome.status === 'failed') throw upstreamFailure(`The email could not be sent: ${outcome.reason}`);
    return { message: EMAIL_TEXTS.emailSent };
  }
}

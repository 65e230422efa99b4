import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_TEXTS } from '../../../../contract/email.vocabulary.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { illegalState, upstreamFailure } from '../../../../core/errors/domain-errors.js';
import { renderEmail } from '../../../../core/mail/email-layout.js';
import { PersonDirectory } from '../../../people/person-directory.js';
import { SubscriberMail, suppressedAddressMessage } from '../../../subscribers/subscriber-mail.js';

/**
 * One mail from the admin to any address, on the one layout. Recorded in the history of the person
 * the address belongs to (a new person for an unknown address); never sent to a suppressed address.
 */
export class SendSingleEmail extends Command<{ message: string }> {
  constructor(
    readonly to: string,
    readonly subject: string,
    readonly content: string,
  ) {
    super();
  }
}

@CommandHandler(SendSingleEmail)
export class SendSingleEmailHandler implements ICommandHandler<SendSingleEmail> {
  constructor(
    private readonly directory: PersonDirectory,
    private readonly mail: SubscriberMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ to, subject, content }: SendSingleEmail) {
    const personId = await this.directory.resolve(to, { actor: 'admin', now: this.clock.now() });
    const rendered = renderEmail({ subject, body: content, reason: 'You get this email because the AI Navigator team wrote to you.' });
    const outcome = await this.mail.send(personId, { to, subject, category: 'admin-single', ...rendered }, { actor: 'admin' });
    if (outcome.status === 'suppressed') throw illegalState(suppressedAddressMessage(outcome.reasons));
    if (outcome.status === 'failed') throw upstreamFailure(`The email could not be sent: ${outcome.reason}`);
    return { message: EMAIL_TEXTS.emailSent };
  }
}

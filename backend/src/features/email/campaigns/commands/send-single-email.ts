import { createHmac } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EMAIL_TEXTS } from '../../../../contract/email.vocabulary.js';
import { CLOCK, type Clock } from '../../../../core/clock.js';
import { illegalState, upstreamFailure } from '../../../../core/errors/domain-errors.js';
import { renderEmail } from '../../../../core/mail/email-layout.js';
import { APP_SECRET } from '../../../../core/nest/core.tokens.js';
import { PersonDirectory } from '../../../people/person-directory.js';
import { SubscriberMail, suppressedAddressMessage } from '../../../subscribers/subscriber-mail.js';

/**
 * The key of a composed mail: the client's request key with the person and the text, hashed with the
 * app secret (the text is personal; a plain hash of it could be guessed). A retry of the same email
 * has the same key and is mailed once; an edited email, or the same text composed again in a new
 * dialog (a new request key), is a new mail.
 */
export const singleMailKey = (secret: string, requestKey: string, personId: string, subject: string, content: string): string =>
  `admin-single-${createHmac('sha256', secret).update(`${requestKey}\n${personId}\n${subject}\n${content}`, 'utf8').digest('hex').slice(0, 32)}`;

/**
 * One mail from the admin to any address, on the one layout. Recorded in the history of the person
 * the address belongs to (a new person for an unknown address); never sent to a suppressed address.
 */
export class SendSingleEmail extends Command<{ message: string }> {
  constructor(
    readonly to: string,
    readonly subject: string,
    readonly content: string,
    readonly requestKey?: string,
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
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async execute({ to, subject, content, requestKey }: SendSingleEmail) {
    const personId = await this.directory.resolve(to, { actor: 'admin', now: this.clock.now() });
    const rendered = renderEmail({ subject, body: content, reason: 'You get this email because the AI Navigator team wrote to you.' });
    const key = requestKey === undefined ? {} : { key: singleMailKey(this.secret, requestKey, personId, subject, content) };
    const outcome = await this.mail.send(personId, { to, subject, category: 'admin-single', ...key, ...rendered }, { actor: 'admin' });
    if (outcome.status === 'suppressed') throw illegalState(suppressedAddressMessage(outcome.reasons));
    if (outcome.status === 'failed') throw upstreamFailure(`The email could not be sent: ${outcome.reason}`);
    return { message: EMAIL_TEXTS.emailSent };
  }
}

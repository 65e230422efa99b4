import { createHmac } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactMessage } from '../../../contract/contact.contract.js';
import { CONTACT_TEXTS, replySubject } from '../../../contract/contact.vocabulary.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { illegalState, upstreamFailure } from '../../../core/errors/domain-errors.js';
import { renderEmail } from '../../../core/mail/email-layout.js';
import { APP_SECRET } from '../../../core/nest/core.tokens.js';
import { SubscriberMail, suppressedAddressMessage } from '../../subscribers/subscriber-mail.js';
import { type ContactMessageCommand, contactMessageDecider, receivedMessage } from '../contact-message.decider.js';
import { ContactInbox } from '../contact-inbox.js';
import { contactMessageStream } from '../contact.events.js';
import { ContactStreams } from '../contact-streams.js';

export const CONTACT_REPLY_CATEGORY = 'contact-reply';
const REASON = 'You get this email because you wrote to AI Navigator.';

/**
 * The key of a reply's mail: the message and the reply's text, hashed with the app secret (the text
 * is sealed in the event; a plain hash of a short reply could be guessed). The same reply sent again
 * (a retry after a lost answer or a failure) has the same key: the decider records it once and the
 * outbox keeps one file per key, so the sender never gets it twice.
 */
export const replyMailKey = (secret: string, messageId: string, content: string): string =>
  `contact-reply-${messageId}-${createHmac('sha256', secret).update(`${messageId}\n${content}`, 'utf8').digest('hex').slice(0, 32)}`;

/**
 * The admin's reply, mailed to the sender on the one layout ("Re: <subject>") and then recorded: the
 * message becomes replied. Nothing is recorded as replied when the mail was not sent (a suppressed
 * address: 409; a transport failure: 502); the attempt is in the person's mail history either way.
 * Answers the message as the inbox now lists it.
 */
export class ReplyToContactMessage extends Command<ContactMessage> {
  constructor(
    readonly messageId: string,
    readonly operator: string,
    readonly content: string,
  ) {
    super();
  }
}

@CommandHandler(ReplyToContactMessage)
export class ReplyToContactMessageHandler implements ICommandHandler<ReplyToContactMessage> {
  constructor(
    private readonly shell: CommandShell,
    private readonly streams: ContactStreams,
    private readonly inbox: ContactInbox,
    private readonly mail: SubscriberMail,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async execute({ messageId, operator, content }: ReplyToContactMessage) {
    const command: ContactMessageCommand = { type: 'Reply', operator, content, mailKey: replyMailKey(this.secret, messageId, content) };
    const { state, position: last } = await this.streams.fold(messageId);
    // The decider's refusals (unknown message, erased sender) come before any mail; a reply already recorded is not sent again.
    if (contactMessageDecider.decide(command, state).length === 0) {
      await this.inbox.visible(last);
      return this.inbox.view(messageId);
    }
    const { personId, email, subject } = receivedMessage(state);
    if (email === null) throw illegalState(CONTACT_TEXTS.senderErased);
    const replyTo = replySubject(subject ?? '');
    const rendered = renderEmail({ subject: replyTo, body: content, reason: REASON });
    const sent = await this.mail.send(personId, { to: email, subject: replyTo, category: CONTACT_REPLY_CATEGORY, key: command.mailKey, ...rendered }, { actor: 'admin' });
    if (sent.status === 'suppressed') throw illegalState(suppressedAddressMessage(sent.reasons));
    if (sent.status === 'failed') throw upstreamFailure(`The reply could not be sent: ${sent.reason}`);
    const { position } = await this.shell.run(contactMessageStream(messageId), contactMessageDecider, command, { actor: 'admin' });
    await this.inbox.visible(position ?? (await this.streams.lastPosition(messageId)));
    return this.inbox.view(messageId);
  }
}

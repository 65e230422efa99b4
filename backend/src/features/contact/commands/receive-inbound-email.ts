import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { contactMessageStream, priorityOf } from '../contact.events.js';
import { ContactStreams } from '../contact-streams.js';
import { type InboundMessage, inboundMessageId } from '../inbound-mail.js';

/**
 * A mail to the contact address, from the inbound-email webhook: a contact message on the channel
 * `email`, sealed with the sender's person key like a form message. Its id comes from the provider's
 * id of the mail, so a delivery of a mail already stored writes nothing (`duplicate`).
 */
export class ReceiveInboundEmail extends Command<{ id: string; duplicate: boolean }> {
  constructor(readonly mail: InboundMessage) {
    super();
  }
}

@CommandHandler(ReceiveInboundEmail)
export class ReceiveInboundEmailHandler implements ICommandHandler<ReceiveInboundEmail> {
  constructor(
    private readonly shell: CommandShell,
    private readonly streams: ContactStreams,
    private readonly directory: PersonDirectory,
  ) {}

  async execute({ mail: { providerId, ...mail } }: ReceiveInboundEmail) {
    const messageId = inboundMessageId(providerId);
    // A redelivery links no person (the sender may have been erased since); two at once are told apart by the decider.
    if (await this.streams.exists(messageId)) return { id: messageId, duplicate: true };
    const context = { actor: 'system' as const };
    const personId = await this.directory.resolve(mail.email, context);
    const message = { messageId, personId, ...mail, priority: priorityOf(mail.subject), channel: 'email' as const };
    const { events } = await this.shell.run(contactMessageStream(messageId), contactMessageDecider, { type: 'ReceiveMail', message }, context);
    return { id: messageId, duplicate: events.length === 0 };
  }
}

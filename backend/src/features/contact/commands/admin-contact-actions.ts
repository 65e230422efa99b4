import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactMessage } from '../../../contract/contact.contract.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { ContactInbox } from '../contact-inbox.js';
import { contactMessageStream } from '../contact.events.js';
import { ContactStreams } from '../contact-streams.js';

export type ContactAdminAction = 'MarkRead' | 'MarkSpam' | 'Restore';

/** The admin marks a message read, marks it spam or restores it; answers the message as the inbox now lists it. */
export class ActOnContactMessage extends Command<ContactMessage> {
  constructor(
    readonly messageId: string,
    readonly action: ContactAdminAction,
    readonly operator: string,
  ) {
    super();
  }
}

@CommandHandler(ActOnContactMessage)
export class ActOnContactMessageHandler implements ICommandHandler<ActOnContactMessage> {
  constructor(
    private readonly shell: CommandShell,
    private readonly streams: ContactStreams,
    private readonly inbox: ContactInbox,
  ) {}

  async execute({ messageId, action, operator }: ActOnContactMessage) {
    const stream = contactMessageStream(messageId);
    const { position } = await this.shell.run(stream, contactMessageDecider, { type: action, operator }, { actor: 'admin' });
    await this.inbox.visible(position ?? (await this.streams.lastPosition(messageId)));
    return this.inbox.view(messageId);
  }
}

import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactRequest } from '../../../contract/contact.contract.js';
import { CommandShell } from '../../../core/commands/command-shell.js';
import { PublicRateLimits } from '../../../core/rate-limit/public-rate-limits.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { contactMessageDecider } from '../contact-message.decider.js';
import { contactMessageStream, priorityOf } from '../contact.events.js';

/** A message from the public contact form, within the per-client limit: an event in its own stream, sealed with the sender's key. */
export class ReceiveContactMessage extends Command<{ id: string }> {
  constructor(
    readonly request: ContactRequest,
    readonly client: string | undefined,
  ) {
    super();
  }
}

@CommandHandler(ReceiveContactMessage)
export class ReceiveContactMessageHandler implements ICommandHandler<ReceiveContactMessage> {
  constructor(
    private readonly shell: CommandShell,
    private readonly directory: PersonDirectory,
    private readonly limits: PublicRateLimits,
  ) {}

  async execute({ request, client }: ReceiveContactMessage) {
    await this.limits.contact(client);
    const context = { actor: 'visitor' as const };
    const personId = await this.directory.resolve(request.email, context);
    const messageId = randomUUID();
    const message = { messageId, personId, ...request, priority: priorityOf(request.subject), channel: 'contact-form' as const };
    await this.shell.run(contactMessageStream(messageId), contactMessageDecider, { type: 'Receive', message }, context);
    return { id: messageId };
  }
}

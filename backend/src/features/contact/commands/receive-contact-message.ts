import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContactRequest } from '../../../contract/contact.contract.js';
import { CLOCK, type Clock } from '../../../core/clock.js';
import { EventLog } from '../../../core/events/event-log.js';
import { PersonDirectory } from '../../people/person-directory.js';
import { ContactMessageReceived, contactMessageStream, priorityOf } from '../contact.events.js';

/** A message from the public contact form: an event in its own stream, sealed with the sender's key. */
export class ReceiveContactMessage extends Command<{ id: string }> {
  constructor(readonly request: ContactRequest) {
    super();
  }
}

@CommandHandler(ReceiveContactMessage)
export class ReceiveContactMessageHandler implements ICommandHandler<ReceiveContactMessage> {
  constructor(
    private readonly log: EventLog,
    private readonly directory: PersonDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: ReceiveContactMessage) {
    const context = { actor: 'visitor' as const, now: this.clock.now() };
    const personId = await this.directory.resolve(request.email, context);
    const messageId = randomUUID();
    const data = { messageId, personId, ...request, priority: priorityOf(request.subject), channel: 'contact-form' as const };
    await this.log.append(contactMessageStream(messageId), [{ type: ContactMessageReceived.type, data }], 'no_stream', context);
    return { id: messageId };
  }
}

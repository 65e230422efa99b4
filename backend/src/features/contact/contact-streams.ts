import { Injectable } from '@nestjs/common';
import { foldEvents } from '../../core/commands/decider.js';
import { EventLog } from '../../core/events/event-log.js';
import { contactMessageDecider, type ContactMessageState } from './contact-message.decider.js';
import { CONTACT_EVENT_TYPES, contactMessageStream } from './contact.events.js';

/** Reads of one message's stream: its events, its state, where it ends. */
@Injectable()
export class ContactStreams {
  constructor(private readonly log: EventLog) {}

  history(messageId: string) {
    return this.log.readStream(contactMessageStream(messageId), CONTACT_EVENT_TYPES);
  }

  /** The message's state and the position of its last event (0 for none). */
  async fold(messageId: string): Promise<{ state: ContactMessageState; position: number }> {
    const history = await this.history(messageId);
    return { state: foldEvents(contactMessageDecider, history), position: history.at(-1)?.position ?? 0 };
  }

  /** For an answer after a command that decided nothing: the inbox must show at least what the stream holds. */
  async lastPosition(messageId: string): Promise<number> {
    return (await this.fold(messageId)).position;
  }

  async exists(messageId: string): Promise<boolean> {
    return (await this.log.readStream(contactMessageStream(messageId), CONTACT_EVENT_TYPES, { fromRevision: 0, maxCount: 1 })).length > 0;
  }
}

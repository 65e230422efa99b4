import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { type ContactHistory, type ContactInboxPage, type ContactInboxQuery, type InboundEmailStatus, inboundEmailRoutes } from '../../../contract/contact.contract.js';
import { type ContactAction, INBOUND_EMAIL } from '../../../contract/contact.vocabulary.js';
import { notFound } from '../../../core/errors/domain-errors.js';
import type { RecordedEventOf } from '../../../core/events/event-type.js';
import { CONTACT_MESSAGE_NOT_FOUND } from '../contact-message.decider.js';
import { ContactInbox } from '../contact-inbox.js';
import type { CONTACT_EVENT_TYPES } from '../contact.events.js';
import { ContactStreams } from '../contact-streams.js';

/** One page of the inbox, newest first, optionally of one status, with the count of each status. */
export class ListContactMessages extends Query<ContactInboxPage> {
  constructor(readonly query: ContactInboxQuery) {
    super();
  }
}

@QueryHandler(ListContactMessages)
export class ListContactMessagesHandler implements IQueryHandler<ListContactMessages> {
  constructor(private readonly inbox: ContactInbox) {}

  execute({ query }: ListContactMessages) {
    return this.inbox.page(query);
  }
}

type RecordedContactEvent = RecordedEventOf<(typeof CONTACT_EVENT_TYPES)[number]>;

const ACTIONS: Record<RecordedContactEvent['type'], ContactAction> = {
  ContactMessageReceived: 'received',
  ContactMessageRead: 'read',
  ContactMessageReplied: 'replied',
  ContactMessageMarkedSpam: 'spam',
  ContactMessageRestored: 'restored',
};

/** One entry of a message's trail: what, who (actor, and the admin's name) and when; never what anyone wrote. */
const entryOf = (event: RecordedContactEvent): ContactHistory[number] => ({
  position: event.position,
  action: ACTIONS[event.type],
  actor: event.metadata.actor,
  operator: event.type === 'ContactMessageReceived' ? null : event.data.operator,
  occurredAt: event.metadata.occurredAt,
});

/** A message's audit trail, read from its stream. */
export class ContactMessageHistory extends Query<ContactHistory> {
  constructor(readonly messageId: string) {
    super();
  }
}

@QueryHandler(ContactMessageHistory)
export class ContactMessageHistoryHandler implements IQueryHandler<ContactMessageHistory> {
  constructor(private readonly streams: ContactStreams) {}

  async execute({ messageId }: ContactMessageHistory) {
    const events = await this.streams.history(messageId);
    if (events.length === 0) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
    return events.map(entryOf);
  }
}

/** Where the mail provider posts, whether the webhook's secret is set, and what it received (from the read model). */
export class GetInboundEmailStatus extends Query<InboundEmailStatus> {}

@QueryHandler(GetInboundEmailStatus)
export class GetInboundEmailStatusHandler implements IQueryHandler<GetInboundEmailStatus> {
  constructor(
    private readonly inbox: ContactInbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(): Promise<InboundEmailStatus> {
    return {
      webhookUrl: `${this.config.publicUrl}${inboundEmailRoutes.inbound.path}`,
      secretHeader: INBOUND_EMAIL.secretHeader,
      secretConfigured: this.config.INBOUND_EMAIL_WEBHOOK_SECRET !== undefined,
      ...(await this.inbox.inbound()),
    };
  }
}

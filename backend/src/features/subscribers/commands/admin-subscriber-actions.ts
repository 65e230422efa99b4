import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Subscriber } from '../../../contract/subscribers.contract.js';
import { PersonErasure } from '../../privacy/person-erasure.js';
import { listed, SubscriberList } from '../subscriber-list.js';
import { SubscriberStreams } from '../subscriber-streams.js';

/** The admin unsubscribes someone: recorded with the admin as actor (`via: admin`); answers the row as the list shows it. */
export class AdminUnsubscribe extends Command<{ subscriber: Subscriber }> {
  constructor(readonly subscriberId: string) {
    super();
  }
}

@CommandHandler(AdminUnsubscribe)
export class AdminUnsubscribeHandler implements ICommandHandler<AdminUnsubscribe> {
  constructor(
    private readonly streams: SubscriberStreams,
    private readonly subscribers: SubscriberList,
  ) {}

  async execute({ subscriberId }: AdminUnsubscribe) {
    const { position } = await this.streams.run(subscriberId, { type: 'Unsubscribe', subscriberId, via: 'admin' }, { actor: 'admin' });
    await this.subscribers.visible(position);
    return { subscriber: listed(await this.subscribers.view(subscriberId)) };
  }
}

/**
 * The admin erases someone's personal data: the steps of a confirmed deletion request (PersonErasure),
 * recorded with the admin as actor and without a request. Answers the row, now without personal data.
 */
export class AdminErase extends Command<{ subscriber: Subscriber }> {
  constructor(readonly subscriberId: string) {
    super();
  }
}

@CommandHandler(AdminErase)
export class AdminEraseHandler implements ICommandHandler<AdminErase> {
  constructor(
    private readonly subscribers: SubscriberList,
    private readonly erasure: PersonErasure,
  ) {}

  async execute({ subscriberId }: AdminErase) {
    // An unknown id is a 404 before anything is written; an erased row has no address left to unlink.
    const { email } = await this.subscribers.view(subscriberId);
    await this.erasure.erase({ personIds: [subscriberId], email, requestId: null }, { actor: 'admin', correlationId: randomUUID() });
    await this.erasure.settle();
    return { subscriber: listed(await this.subscribers.view(subscriberId)) };
  }
}

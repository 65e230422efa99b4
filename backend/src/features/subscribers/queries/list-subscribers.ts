import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Subscriber } from '../../../contract/subscribers.contract.js';
import { SubscriberStreams } from '../subscriber-streams.js';

/** The admin's subscriber list, newest signup first. */
export class ListSubscribers extends Query<Subscriber[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly streams: SubscriberStreams) {}

  execute() {
    return this.streams.list();
  }
}

import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Subscriber } from '../../../contract/subscribers.contract.js';
import { SubscriberList } from '../subscriber-list.js';

/** The admin's subscriber list, newest signup first. */
export class ListSubscribers extends Query<Subscriber[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly subscribers: SubscriberList) {}

  execute() {
    return this.subscribers.list();
  }
}

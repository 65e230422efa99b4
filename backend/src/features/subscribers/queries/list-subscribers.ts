import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SubscriberList } from '../subscriber-list.js';
import type { SubscriberView } from '../subscribers.projection.js';

/** The admin's subscriber list, newest signup first. */
export class ListSubscribers extends Query<SubscriberView[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly subscribers: SubscriberList) {}

  execute() {
    return this.subscribers.list();
  }
}

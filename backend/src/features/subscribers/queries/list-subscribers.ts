import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Subscriber, SubscriberListQuery, SubscriberPage } from '../../../contract/subscribers.contract.js';
import { SubscriberList } from '../subscriber-list.js';

/** The admin's subscriber list, newest signup first: the whole list (the spec's call). */
export class ListSubscribers extends Query<Subscriber[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly subscribers: SubscriberList) {}

  execute() {
    return this.subscribers.list();
  }
}

/** One page of the admin's subscriber list, searched and filtered. */
export class PageSubscribers extends Query<SubscriberPage> {
  constructor(readonly query: SubscriberListQuery) {
    super();
  }
}

@QueryHandler(PageSubscribers)
export class PageSubscribersHandler implements IQueryHandler<PageSubscribers> {
  constructor(private readonly subscribers: SubscriberList) {}

  execute({ query }: PageSubscribers) {
    return this.subscribers.page(query);
  }
}

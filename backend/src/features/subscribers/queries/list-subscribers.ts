import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Subscriber, SubscriberListQuery, SubscriberPage } from '../../../contract/subscribers.contract.js';
import { listed, SubscriberList } from '../subscriber-list.js';

/** The admin's subscriber list, newest signup first: the whole list (the spec's call). */
export class ListSubscribers extends Query<Subscriber[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly subscribers: SubscriberList) {}

  async execute(): Promise<Subscriber[]> {
    return (await this.subscribers.list()).map(listed);
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

  async execute({ query }: PageSubscribers): Promise<SubscriberPage> {
    const page = await this.subscribers.page(query);
    return { ...page, items: page.items.map(listed) };
  }
}

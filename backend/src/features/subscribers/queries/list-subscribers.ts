import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SubscriberStreams } from '../subscriber-streams.js';
import type { SubscriberView } from '../subscribers.projection.js';

/** The admin's subscriber list, newest signup first. */
export class ListSubscribers extends Query<SubscriberView[]> {}

@QueryHandler(ListSubscribers)
export class ListSubscribersHandler implements IQueryHandler<ListSubscribers> {
  constructor(private readonly streams: SubscriberStreams) {}

  execute() {
    return this.streams.list();
  }
}

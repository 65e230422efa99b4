import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadModels } from '../../../core/projections/read-models.js';
import { SUBSCRIBERS_COLLECTION, SUBSCRIBERS_PROJECTION, type SubscriberView } from '../subscribers.projection.js';

/** Subscriber rows by id, in the order asked, null for an id nobody has (the sender's per-batch lookup). */
export class FindSubscribers extends Query<Array<SubscriberView | null>> {
  constructor(readonly subscriberIds: readonly string[]) {
    super();
  }
}

@QueryHandler(FindSubscribers)
export class FindSubscribersHandler implements IQueryHandler<FindSubscribers> {
  constructor(private readonly readModels: ReadModels) {}

  execute({ subscriberIds }: FindSubscribers) {
    return Promise.all(subscriberIds.map((id) => this.readModels.get<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, id)));
  }
}

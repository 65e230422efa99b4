import { Injectable } from '@nestjs/common';
import { notFound } from '../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { SUBSCRIBER_NOT_FOUND } from './subscriber.decider.js';
import { SUBSCRIBERS_COLLECTION, SUBSCRIBERS_PROJECTION, type SubscriberView } from './subscribers.projection.js';

/** The subscriber read model: one subscriber, the admin's list, and waiting for it to show a write. */
@Injectable()
export class SubscriberList {
  constructor(
    private readonly engine: ProjectionEngine,
    private readonly readModels: ReadModels,
  ) {}

  /** Read-your-writes: resolves once the subscriber list shows everything up to `position`. */
  visible(position: number | null, timeoutMs?: number): Promise<void> {
    return this.engine.waitFor(position ?? 0, [SUBSCRIBERS_PROJECTION], timeoutMs);
  }

  async view(subscriberId: string): Promise<SubscriberView> {
    const subscriber = await this.readModels.get<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, subscriberId);
    if (!subscriber) throw notFound(SUBSCRIBER_NOT_FOUND);
    return subscriber;
  }

  list(): Promise<SubscriberView[]> {
    return this.readModels.find<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, { sort: { field: 'subscribedAt', direction: 'desc' } });
  }
}

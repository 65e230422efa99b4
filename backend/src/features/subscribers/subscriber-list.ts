import { Injectable } from '@nestjs/common';
import type { Subscriber, SubscriberListQuery, SubscriberPage } from '../../contract/subscribers.contract.js';
import { SUBSCRIBER_LIMITS } from '../../contract/subscribers.vocabulary.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { ReadModels } from '../../core/projections/read-models.js';
import { decodePageCursor, encodePageCursor } from '../../core/read-model/page-cursor.js';
import type { Filter } from '../../core/read-model/read-model-store.port.js';
import { SUBSCRIBER_NOT_FOUND } from './subscriber.decider.js';
import {
  SUBSCRIBER_COUNTS,
  type SubscriberCount,
  subscriberCountId,
  SUBSCRIBERS_COLLECTION,
  SUBSCRIBERS_PROJECTION,
  type SubscriberView,
} from './subscribers.projection.js';

/** The orders of the admin's list: newest signup first, or a search's matches by address. */
type PageOrder = 'subscribedAt' | 'email';

/** A page of stored rows, shaped as the contract's page. */
type Page<Row> = Omit<SubscriberPage, 'items'> & { items: Row[] };

/** A row as the admin's API answers it: the link epoch is for signing links, not for clients. */
export const listed = ({ linkEpoch: _linkEpoch, ...row }: SubscriberView): Subscriber => row;

const NEWEST_FIRST = { field: 'subscribedAt', direction: 'desc' } as const;

/** The subscriber read model: one subscriber, the admin's list and its pages, and waiting for it to show a write. */
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
    return this.readModels.find<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, { sort: NEWEST_FIRST });
  }

  /**
   * One page, newest signup first; a search (the start of the address, stored lower-cased) lists its
   * matches in address order, which its index serves without sorting them. Each page is served by the
   * read model's indexes (subscribers.projection.ts); the total of the list or of a status is one of the
   * projection's counts, and only a search's total is counted (through the address index, over its matches).
   */
  async page({ q, status, limit, cursor }: SubscriberListQuery): Promise<Page<SubscriberView>> {
    const size = limit ?? SUBSCRIBER_LIMITS.defaultPageSize;
    const order: PageOrder = q ? 'email' : 'subscribedAt';
    const filter: Filter = { ...(status ? { where: { status } } : {}), ...(q ? { prefix: { field: 'email', prefix: q } } : {}) };
    const after = cursor === undefined ? undefined : decodePageCursor(cursor, order);
    const sort = { field: order, direction: order === 'email' ? 'asc' : 'desc' } as const;
    const [rows, total] = await Promise.all([
      this.readModels.find<SubscriberView>(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, { ...filter, sort, after, limit: size + 1 }),
      q ? this.readModels.count(SUBSCRIBERS_PROJECTION, SUBSCRIBERS_COLLECTION, filter) : this.counted(status),
    ]);
    const items = rows.slice(0, size);
    const last = items.at(-1);
    const nextCursor = rows.length > size && last ? encodePageCursor(order, order === 'email' ? (last.email ?? '') : last.subscribedAt, last.id) : null;
    return { items, nextCursor, total };
  }

  private async counted(status: SubscriberListQuery['status']): Promise<number> {
    const counted = await this.readModels.get<SubscriberCount>(SUBSCRIBERS_PROJECTION, SUBSCRIBER_COUNTS, subscriberCountId(status));
    return counted?.count ?? 0;
  }
}

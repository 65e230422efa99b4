import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReadModels } from '../../../core/projections/read-models.js';
import type { Cursor } from '../../../core/read-model/read-model-store.port.js';
import type { Frequency } from '../../../contract/subscribers.vocabulary.js';
import { FindSubscribers } from '../../subscribers/queries/find-subscribers.js';
import type { SkipReason } from '../campaigns/campaign.events.js';
import { AUDIENCE_PROJECTION, INTEREST_COUNTS_COLLECTION, type InterestCounts } from './audience.projection.js';
import { reachabilityOf, whyNotEligible } from './eligibility.js';

export type Reachable = { id: string; email: string; linkEpoch: number };
export type Reach = { reachable: Reachable[]; skipped: Array<{ subscriberId: string; reason: SkipReason }> };

/** Who a newsletter can reach: counts and lists from the audience read model, and the check made just before sending. */
@Injectable()
export class EmailAudience {
  constructor(
    private readonly readModels: ReadModels,
    private readonly queries: QueryBus,
  ) {}

  /** `estimatedRecipients` of a draft: eligible subscribers of the frequency right now. */
  eligibleCount(frequency: Frequency): Promise<number> {
    return this.readModels.count(AUDIENCE_PROJECTION, frequency);
  }

  /**
   * The eligible subscriber ids of the frequency in id order, a page at a time (keyset paging: each
   * page costs the same however deep), so a listing never holds more than a page of them.
   */
  async *eligibleIdPages(frequency: Frequency, pageSize: number): AsyncGenerator<string[]> {
    let after: Cursor | undefined;
    for (;;) {
      const page = await this.readModels.find(AUDIENCE_PROJECTION, frequency, { sort: { field: 'id', direction: 'asc' }, limit: pageSize, ...(after && { after }) });
      if (page.length > 0) yield page.map((document) => document.id);
      const last = page.at(-1);
      if (page.length < pageSize || !last) return;
      after = { value: last.id, id: last.id };
    }
  }

  /** The interests most named by the frequency's eligible subscribers, most named first (ties by name). */
  async topInterests(frequency: Frequency, limit: number): Promise<string[]> {
    const document = await this.readModels.get<InterestCounts>(AUDIENCE_PROJECTION, INTEREST_COUNTS_COLLECTION, frequency);
    return Object.entries(document?.counts ?? {})
      .sort(([leftName, left], [rightName, right]) => right - left || leftName.localeCompare(rightName))
      .slice(0, limit)
      .map(([interest]) => interest);
  }

  /**
   * Checks each subscriber against the eligibility rule now, with the address to write to. With
   * `recheck: false` (a batch dispatched before a crash, sent again) the dispatch decision stands and
   * only an address is needed.
   */
  async reach(subscriberIds: readonly string[], { recheck = true } = {}): Promise<Reach> {
    const subscribers = await this.queries.execute(new FindSubscribers(subscriberIds));
    const reach: Reach = { reachable: [], skipped: [] };
    subscriberIds.forEach((subscriberId, index) => {
      const subscriber = subscribers[index] ?? null;
      const reason = !subscriber ? 'unknown' : recheck ? whyNotEligible(reachabilityOf(subscriber)) : null;
      if (reason === null && subscriber?.email) reach.reachable.push({ id: subscriberId, email: subscriber.email, linkEpoch: subscriber.linkEpoch });
      else reach.skipped.push({ subscriberId, reason: reason ?? 'erased' });
    });
    return reach;
  }
}

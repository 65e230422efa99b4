import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Frequency } from '../../../contract/subscribers.vocabulary.js';
import { AnalyticsReads } from '../analytics-reads.js';

/**
 * Who the next send of one frequency reaches: the active subscribers of that frequency, counted in the
 * analytics read model. The campaigns work keeps the audience per frequency (suppressed and unconfirmed
 * addresses left out); this handler moves to it when that lands.
 */
export class EligibleSubscribers extends Query<number> {
  constructor(readonly frequency: Frequency) {
    super();
  }
}

@QueryHandler(EligibleSubscribers)
export class EligibleSubscribersHandler implements IQueryHandler<EligibleSubscribers> {
  constructor(private readonly reads: AnalyticsReads) {}

  execute({ frequency }: EligibleSubscribers): Promise<number> {
    return this.reads.activeWithFrequency(frequency);
  }
}

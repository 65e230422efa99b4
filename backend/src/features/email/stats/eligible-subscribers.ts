import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Frequency } from '../../../contract/subscribers.vocabulary.js';
import { EmailAudience } from '../audience/email-audience.js';

/**
 * Who the next send of one frequency reaches: the subscribers the audience read model holds as
 * eligible (active, confirmed, not suppressed), the same count a draft shows as its recipients.
 */
export class EligibleSubscribers extends Query<number> {
  constructor(readonly frequency: Frequency) {
    super();
  }
}

@QueryHandler(EligibleSubscribers)
export class EligibleSubscribersHandler implements IQueryHandler<EligibleSubscribers> {
  constructor(private readonly audience: EmailAudience) {}

  execute({ frequency }: EligibleSubscribers): Promise<number> {
    return this.audience.eligibleCount(frequency);
  }
}

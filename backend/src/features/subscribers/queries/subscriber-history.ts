import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../contract/subscribers.contract.js';
import { AuditTrail } from '../../audit/audit-trail.js';

/** Every event of one subscriber: who did what, when. */
export class SubscriberHistory extends Query<HistoryEntry[]> {
  constructor(readonly subscriberId: string) {
    super();
  }
}

@QueryHandler(SubscriberHistory)
export class SubscriberHistoryHandler implements IQueryHandler<SubscriberHistory> {
  constructor(private readonly audit: AuditTrail) {}

  execute({ subscriberId }: SubscriberHistory) {
    return this.audit.historyOf(subscriberId);
  }
}

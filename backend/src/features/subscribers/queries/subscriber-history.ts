import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { type AuditEntry, AuditTrail } from '../../audit/audit-trail.js';

/** Every event of one subscriber: who did what, when. */
export class SubscriberHistory extends Query<AuditEntry[]> {
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

import { Injectable } from '@nestjs/common';
import type { HistoryEntry } from '../../contract/subscribers.contract.js';
import { notFound } from '../../core/errors/domain-errors.js';
import { EventLog } from '../../core/events/event-log.js';
import { EventRegistry } from '../../core/events/event-registry.js';
import type { RecordedEvent } from '../../core/events/event.js';
import { subscriberStream } from '../subscribers/subscriber.events.js';

/**
 * The audit trail is the event stream itself: who did what, when. Personal fields are left out
 * of the details (the subscriber list shows the address; the trail is about what happened).
 */
@Injectable()
export class AuditTrail {
  constructor(
    private readonly log: EventLog,
    private readonly registry: EventRegistry,
  ) {}

  async historyOf(subscriberId: string): Promise<HistoryEntry[]> {
    const events = await this.log.readStream(subscriberStream(subscriberId));
    if (events.length === 0) throw notFound('Subscriber not found');
    return events.map((event) => this.entry(event));
  }

  entry(event: RecordedEvent): HistoryEntry {
    const personalFields = new Set(this.registry.find(event.type)?.personalData?.fields ?? []);
    const details = Object.fromEntries(Object.entries(event.data).filter(([field]) => !personalFields.has(field) && !field.startsWith('__')));
    const { occurredAt, actor, correlationId } = event.metadata;
    return { position: event.position, revision: event.revision, type: event.type, actor, occurredAt, correlationId, details };
  }
}

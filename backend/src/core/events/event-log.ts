import { randomUUID } from 'node:crypto';
import type { PersonalDataCipher } from '../crypto/personal-data-cipher.port.js';
import type { AppendResult, EventStore, ExpectedRevision, Subscription, SubscriptionHandler } from '../event-store/event-store.port.js';
import type { Actor, NewEvent, RecordedEvent } from './event.js';
import type { EventRegistry } from './event-registry.js';
import type { DomainEvent } from './event-type.js';
import { uuidv7 } from './uuid-v7.js';

export type AppendContext = {
  actor: Actor;
  now: Date;
  correlationId?: string;
  causationId?: string | null;
};

/**
 * The application's view of the event store: validates each event against its type's schema,
 * seals personal data with the person's key on the way in and opens it on the way out.
 * Everything above this class sees personal fields in clear (or null once a person is erased);
 * everything below it only ever sees ciphertext.
 */
export class EventLog {
  constructor(
    private readonly store: EventStore,
    private readonly registry: EventRegistry,
    private readonly cipher: PersonalDataCipher,
  ) {}

  async append(stream: string, events: readonly DomainEvent[], expected: ExpectedRevision, context: AppendContext): Promise<AppendResult> {
    const correlationId = context.correlationId ?? randomUUID();
    const envelopes: NewEvent[] = [];
    for (const event of events) {
      const definition = this.registry.get(event.type);
      const data = definition.schema.parse(event.data) as Record<string, unknown>;
      envelopes.push({
        id: uuidv7(),
        type: event.type,
        data: await this.cipher.seal(definition, data),
        metadata: {
          occurredAt: context.now.toISOString(),
          actor: context.actor,
          correlationId,
          causationId: context.causationId ?? null,
          schemaVersion: definition.schemaVersion,
        },
      });
    }
    return this.store.append(stream, envelopes, expected);
  }

  async readStream(stream: string): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readStream(stream));
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.openAll(await this.store.readAll(fromPosition, limit));
  }

  headPosition(): Promise<number> {
    return this.store.headPosition();
  }

  subscribe(fromPosition: number, handler: SubscriptionHandler): Subscription {
    return this.store.subscribe(fromPosition, async (events) => handler(await this.openAll(events)));
  }

  private async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const opened: RecordedEvent[] = new Array(events.length);
    for (let index = 0; index < events.length; index++) {
      const event = events[index];
      const definition = this.registry.find(event.type);
      opened[index] = definition?.personalData ? { ...event, data: await this.cipher.open(definition, event.data) } : event;
    }
    return opened;
  }
}

import type { RecordedEvent } from '../../events/event.js';
import type { Projection } from '../projection.js';
import type { Document } from '../../read-model/read-model-store.port.js';

export type GivenEvent = Pick<RecordedEvent, 'type' | 'data'> & { occurredAt?: string };

/**
 * given events -> then documents: folds events through a projection with an in-memory store and
 * answers each logical collection's documents by id. Shared by the projections' specs.
 */
export const foldProjection = async (projection: Projection, events: readonly GivenEvent[]): Promise<Record<string, Document[]>> => {
  const collections = new Map<string, Map<string, Document>>(projection.collections.map((name) => [name, new Map()]));
  const collection = (name: string) => {
    const documents = collections.get(name);
    if (!documents) throw new Error(`${projection.name} wrote to ${name}, which it does not declare`);
    return documents;
  };
  let position = 0;
  for (const { occurredAt, ...event } of events) {
    position++;
    const metadata = { occurredAt: occurredAt ?? '2026-01-01T00:00:00.000Z', actor: 'system' as const, correlationId: 'c', causationId: null, schemaVersion: 1 };
    const recorded: RecordedEvent = { ...event, id: `e${position}`, stream: 's', revision: 0, position, metadata };
    const changes = await projection.project(recorded, async (name, id) => collection(name).get(id) ?? null);
    for (const change of changes) {
      if (change.kind === 'put') collection(change.collection).set(change.document.id, change.document);
      else collection(change.collection).delete(change.id);
    }
  }
  return Object.fromEntries([...collections].map(([name, documents]) => [name, [...documents.values()].sort((left, right) => (left.id < right.id ? -1 : 1))]));
};

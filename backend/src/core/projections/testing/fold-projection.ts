import { readBack, type StoredEvent } from '../../events/testing/read-back.js';
import type { Projection } from '../projection.js';
import type { Document } from '../../read-model/read-model-store.port.js';

/** A given event: its type and data (in the current version of its type unless `schemaVersion` says otherwise) and when it happened. */
export type GivenEvent = StoredEvent;

/**
 * given events -> then documents: reads the events back as the event log would (upcast, validated
 * against their schemas), folds them through a projection with an in-memory store and answers each
 * logical collection's documents by id. Shared by the projections' specs.
 */
export const foldProjection = async (projection: Projection, events: readonly GivenEvent[]): Promise<Record<string, Document[]>> => {
  const collections = new Map<string, Map<string, Document>>(projection.collections.map((name) => [name, new Map()]));
  const collection = (name: string) => {
    const documents = collections.get(name);
    if (!documents) throw new Error(`${projection.name} wrote to ${name}, which it does not declare`);
    return documents;
  };
  for (const recorded of readBack(projection.events, events)) {
    const changes = await projection.project(recorded, async (name, id) => collection(name).get(id) ?? null);
    for (const change of changes) {
      if (change.kind === 'put') collection(change.collection).set(change.document.id, change.document);
      else collection(change.collection).delete(change.id);
    }
  }
  return Object.fromEntries([...collections].map(([name, documents]) => [name, [...documents.values()].sort((left, right) => (left.id < right.id ? -1 : 1))]));
};

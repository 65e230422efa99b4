import type { RecordedEvent } from '../events/event.js';
import { type EventDefinitions, isEventOf, type RecordedEventOf } from '../events/event-type.js';
import type { Document, DocumentChange, IndexKey } from '../read-model/read-model-store.port.js';

/** Reads the current state of a document of this projection (as of the events applied so far). */
export type DocumentLookup = (collection: string, id: string) => Promise<Document | null>;

type Changes = Promise<DocumentChange[]> | DocumentChange[];

/** A document a fold is about to look up, by the projection's logical collection name. */
export type DocumentKey = { collection: string; id: string };

/**
 * A projection as the engine runs it: a pure fold from an event (personal data already decrypted,
 * or null when erased; data upcast and validated) and a way to look up the documents it maintains,
 * to document changes. Collection names here are the projection's logical names; the engine maps
 * them to physical, generation-suffixed ones. Built by `defineProjection`, which types the fold.
 */
export type Projection = {
  name: string;
  /** Bump when the fold changes, so the engine knows a rebuild is due. */
  version: number;
  collections: readonly string[];
  /** The definitions of the events this projection reads. */
  events: EventDefinitions;
  /** Their types: the engine hands the projection no other event (and skips those without a lookup). */
  eventTypes: readonly string[];
  /** The indexes its queries need, per logical collection: the engine creates them in every generation. */
  indexes?: ProjectionIndexes;
  /**
   * Collections the fold writes and never looks up (rows for queries only): the runner keeps none of their
   * documents in memory, where each would otherwise stay until the cache is next emptied.
   */
  writeOnly?: readonly string[];
  project(event: RecordedEvent, lookup: DocumentLookup): Changes;
  /**
   * The documents the fold of this event looks up, when it knows them beforehand: the engine reads
   * those of a whole batch in one query per collection. A hint only: every lookup still answers right.
   */
  prefetch?(event: RecordedEvent): readonly DocumentKey[];
};

export type ProjectionIndexes = Readonly<Record<string, readonly (readonly IndexKey[])[]>>;

/** A projection as a feature writes it: the definitions of the events it reads, and a fold typed on their union. */
export type ProjectionDefinition<Events extends EventDefinitions> = {
  name: string;
  version: number;
  collections: readonly string[];
  events: Events;
  indexes?: ProjectionIndexes;
  writeOnly?: readonly string[];
  project(event: RecordedEventOf<Events[number]>, lookup: DocumentLookup): Changes;
  prefetch?(event: RecordedEventOf<Events[number]>): readonly DocumentKey[];
};

/**
 * The event types a projection reads come from the definitions it lists, so `eventTypes` and the
 * type of its fold cannot disagree. An event of another type folds to no change.
 */
export const defineProjection = <const Events extends EventDefinitions>({ project, prefetch, ...projection }: ProjectionDefinition<Events>): Projection => {
  const reads = isEventOf(projection.events);
  for (const collection of Object.keys(projection.indexes ?? {})) {
    if (!projection.collections.includes(collection)) throw new Error(`Projection ${projection.name} indexes ${collection}, which it does not declare`);
  }
  for (const collection of projection.writeOnly ?? []) {
    if (!projection.collections.includes(collection)) throw new Error(`Projection ${projection.name} writes only to ${collection}, which it does not declare`);
  }
  return {
    ...projection,
    eventTypes: projection.events.map((definition) => definition.type),
    project: (event, lookup) => (reads(event) ? project(event, lookup) : []),
    ...(prefetch ? { prefetch: (event: RecordedEvent) => (reads(event) ? prefetch(event) : []) } : {}),
  };
};

import type { RecordedEvent } from '../events/event.js';
import type { Document, DocumentChange } from '../read-model/read-model-store.port.js';

/** Reads the current state of a document of this projection (as of the events applied so far). */
export type DocumentLookup = (collection: string, id: string) => Promise<Document | null>;

/**
 * A projection is a pure fold: given an event (personal data already decrypted, or null when erased)
 * and a way to look up the documents it maintains, it returns document changes. Collection names here
 * are the projection's logical names; the engine maps them to physical, generation-suffixed ones.
 */
export type Projection = {
  name: string;
  /** Bump when the fold changes, so the engine knows a rebuild is due. */
  version: number;
  collections: readonly string[];
  /** Event types this projection reads; others are skipped without a lookup. */
  eventTypes: readonly string[];
  project(event: RecordedEvent, lookup: DocumentLookup): Promise<DocumentChange[]> | DocumentChange[];
};

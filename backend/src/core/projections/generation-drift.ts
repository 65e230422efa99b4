import type { Document, ReadModelStore } from '../read-model/read-model-store.port.js';

/** What differs between a live collection and its rebuilt counterpart. */
export type CollectionDrift = {
  collection: string;
  /** In the rebuilt collection, not in the live one. */
  missing: number;
  /** In the live collection, not in the rebuilt one. */
  unexpected: number;
  /** In both, with other content. */
  changed: number;
  sampleIds: string[];
};

const PAGE = 2000;
const SAMPLES = 5;
const BY_ID = { field: 'id', direction: 'asc' } as const;

/** JSON with the keys of every object sorted: two documents with the same content compare equal whatever order their fields were written in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0)))
      : entry,
  );

/** Code point order (UTF-8 bytes), the order the stores sort ids in; JavaScript's `<` compares UTF-16 units instead. */
const compareIds = (left: string, right: string): number => Buffer.compare(Buffer.from(left, 'utf8'), Buffer.from(right, 'utf8'));

/** Reads a collection in id order, a page at a time (keyset), so a large one never sits in memory whole. */
async function* inIdOrder(store: ReadModelStore, collection: string): AsyncGenerator<Document> {
  let after: string | null = null;
  for (;;) {
    const page: Document[] = await store.find(collection, { sort: BY_ID, limit: PAGE, ...(after === null ? {} : { after: { value: after, id: after } }) });
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1].id;
  }
}

/**
 * Walks both collections in id order side by side (a merge), counting the documents only one of them
 * has and those whose content differs. `collection` names the logical collection in the report.
 */
export const compareCollections = async (store: ReadModelStore, collection: string, live: string, rebuilt: string): Promise<CollectionDrift> => {
  const drift: CollectionDrift = { collection, missing: 0, unexpected: 0, changed: 0, sampleIds: [] };
  const note = (id: string) => {
    if (drift.sampleIds.length < SAMPLES) drift.sampleIds.push(id);
  };
  const left = inIdOrder(store, live);
  const right = inIdOrder(store, rebuilt);
  let a = await left.next();
  let b = await right.next();
  while (!a.done || !b.done) {
    if (b.done || (!a.done && compareIds(a.value.id, b.value.id) < 0)) {
      drift.unexpected += 1;
      note((a.value as Document).id);
      a = await left.next();
    } else if (a.done || compareIds(b.value.id, a.value.id) < 0) {
      drift.missing += 1;
      note(b.value.id);
      b = await right.next();
    } else {
      if (canonical(a.value) !== canonical(b.value)) {
        drift.changed += 1;
        note(a.value.id);
      }
      a = await left.next();
      b = await right.next();
    }
  }
  return drift;
};

export const driftCount = (drift: CollectionDrift): number => drift.missing + drift.unexpected + drift.changed;

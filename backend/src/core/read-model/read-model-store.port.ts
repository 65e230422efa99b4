/**
 * The read-model store port: JSON documents grouped in collections, addressed by id.
 * Collection names given here are physical; the projection engine maps a projection's
 * logical collection to the physical one of its live generation (blue/green rebuilds).
 */
export type Document = { id: string } & Record<string, unknown>;

/**
 * Equality on top-level fields, ANDed. Every adapter gives it the same meaning:
 * - the value is a string, a finite number, a boolean or null, and types are respected
 *   (2 matches 2 and 2.0, never '2'; true never matches 1);
 * - null matches a field that is null or missing;
 * - a field holding an array or an object never equals a value (no matching on array elements);
 * - `id` compares with the document id; a value that is not a string matches nothing.
 * Anything else (another value type, NaN, a field name that is not a plain identifier) is refused
 * with a validation error before the store is asked.
 */
export type Where = Record<string, string | number | boolean | null>;

/**
 * Values of one field (or `id`) within bounds, each bound given ANDed. The bounds are all strings or all
 * numbers; only values of that type match (strings compare by code point, like the sort), so a
 * missing, null, boolean, array or object value, or one of the other type, never matches.
 */
export type Range = { field: string; gt?: string | number; gte?: string | number; lt?: string | number; lte?: string | number };

/** String values of one field (or `id`) that start with `prefix` (case-sensitive, by code point); other values never match. */
export type Prefix = { field: string; prefix: string };

/** Which documents: every condition given, ANDed. */
export type Filter = { where?: Where; range?: Range; prefix?: Prefix };

/**
 * A position in a sorted list: the sort field's value and the id of the last document seen. `after`
 * answers the documents that come strictly after it in the sort order (keyset paging: each page costs
 * the same however deep, and a document added meanwhile never shifts the next page).
 */
export type Cursor = { value: string | number | null; id: string };

export type FindOptions = Filter & {
  /**
   * One field (or `id`), ties broken by id ascending. Missing and null values come first ascending,
   * last descending. The order is defined for a field holding one scalar type across the collection
   * (strings by code point, numbers, or booleans with false first); mixed types and arrays may sort
   * differently on each adapter.
   */
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** Only with `sort` and without `offset`: the documents after this cursor. */
  after?: Cursor;
  /** At most this many documents: a whole number of 0 or more (0 answers none). Absent: all of them. */
  limit?: number;
  /** Documents to skip first: a whole number of 0 or more. */
  offset?: number;
};

/**
 * One key of an index: a top-level field (or `id`) and its order. An index serves equality on its
 * leading keys followed by a range, prefix or sort (with `after`) on the next one.
 */
export type IndexKey = { field: string; direction?: 'asc' | 'desc' };

export type DocumentChange =
  | { kind: 'put'; collection: string; document: Document }
  | { kind: 'delete'; collection: string; id: string };

export type Checkpoint = { name: string; position: number };

/**
 * A lease's fencing token as the writer presents it (see core/leases). The store keeps the greatest
 * token presented per fence name: a write under a smaller one is refused, atomically with the write.
 */
export type Fence = { name: string; token: number };

export type CommitOptions = {
  /** Refuse the whole commit (FencedOffError) if a greater token was presented before; else record this one. */
  fence?: Fence;
  /** Meta values written in the same transaction (e.g. a projection's live generation, with its new checkpoint). */
  meta?: Readonly<Record<string, string>>;
};

/** A fenced write came from a lease holder that has been replaced: nothing of it was written. */
export class FencedOffError extends Error {
  constructor(
    readonly fence: Fence,
    readonly current: number,
  ) {
    super(`Write refused: fencing token ${fence.token} of ${fence.name} is older than ${current} (the lease has another holder)`);
    this.name = 'FencedOffError';
  }
}

export interface ReadModelStore {
  get<T extends Document>(collection: string, id: string): Promise<T | null>;
  /**
   * Several documents of one collection in one read: those that exist, by id. Optional: without it the
   * projection engine reads them one by one.
   */
  getMany?(collection: string, ids: readonly string[]): Promise<Map<string, Document>>;
  find<T extends Document>(collection: string, options?: FindOptions): Promise<T[]>;
  count(collection: string, filter?: Filter): Promise<number>;
  /**
   * Creates the index if it does not exist yet (and the collection, empty, if needed). Idempotent; a
   * dropped collection loses its indexes.
   */
  ensureIndex(collection: string, keys: readonly IndexKey[]): Promise<void>;
  /**
   * Applies the changes, moves the checkpoint (if given) and writes the meta values atomically, after
   * checking the fence (if given): all of it commits, or none.
   */
  commit(changes: DocumentChange[], checkpoint: Checkpoint | null, options?: CommitOptions): Promise<void>;
  getCheckpoint(name: string): Promise<number | null>;
  /** With a fence, refused (FencedOffError) for a token older than the greatest presented. */
  dropCollection(collection: string, options?: { fence?: Fence }): Promise<void>;
  /** Every collection that holds (or held, and was not dropped) documents. */
  listCollections(): Promise<string[]>;
  /** Small key/value settings (e.g. the live generation of each projection). */
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
  /**
   * Makes overwritten and deleted document bytes unrecoverable from storage where the store can
   * promise it (called after an erasure). SQLite: secure_delete plus a truncating WAL checkpoint.
   * Answers false when it could not (yet): readers elsewhere held the checkpoint up.
   */
  purgeOverwritten(): Promise<boolean>;
  close(): Promise<void>;
}

export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');

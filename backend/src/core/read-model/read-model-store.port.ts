/**
 * The read-model store port: JSON documents grouped in collections, addressed by id.
 * Collection names given here are physical; the projection engine maps a projection's
 * logical collection to the physical one of its live generation (blue/green rebuilds).
 */
export type Document = { id: string } & Record<string, unknown>;

export type Where = Record<string, string | number | boolean | null>;

export type FindOptions = {
  /** Equality filter on top-level fields. */
  where?: Where;
  sort?: { field: string; direction: 'asc' | 'desc' };
  limit?: number;
  offset?: number;
};

export type DocumentChange =
  | { kind: 'put'; collection: string; document: Document }
  | { kind: 'delete'; collection: string; id: string };

export type Checkpoint = { name: string; position: number };

export interface ReadModelStore {
  get<T extends Document>(collection: string, id: string): Promise<T | null>;
  find<T extends Document>(collection: string, options?: FindOptions): Promise<T[]>;
  count(collection: string, where?: Where): Promise<number>;
  /** Applies the changes and moves the checkpoint atomically: all of it commits, or none. */
  commit(changes: DocumentChange[], checkpoint: Checkpoint): Promise<void>;
  getCheckpoint(name: string): Promise<number | null>;
  dropCollection(collection: string): Promise<void>;
  /** Small key/value settings (e.g. the live generation of each projection). */
  getMeta(key: string): Promise<string | null>;
  setMeta(key: string, value: string): Promise<void>;
  /**
   * Makes overwritten and deleted document bytes unrecoverable from storage where the store can
   * promise it (called after an erasure). SQLite: secure_delete plus a truncating WAL checkpoint.
   */
  purgeOverwritten(): Promise<void>;
  close(): Promise<void>;
}

export const READ_MODEL_STORE = Symbol('READ_MODEL_STORE');

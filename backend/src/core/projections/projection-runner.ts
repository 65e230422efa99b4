import type { ProjectionState } from '../../contract/operations.vocabulary.js';
import { isUnreadable, type LogEntry } from '../events/event.js';
import { type Document, type DocumentChange, type Fence, FencedOffError, type ReadModelStore } from '../read-model/read-model-store.port.js';
import type { Projection } from './projection.js';
import { checkpointName, physicalCollectionName } from './projection-naming.js';

/** The states are part of the API (operations.vocabulary.ts): the admin panel shows them. */
export type { ProjectionState };

/**
 * Events without any document change still advance the in-memory position, but the stored
 * checkpoint is written only this often: a restart then re-reads at most this many skipped events.
 */
const IDLE_CHECKPOINT_INTERVAL = 50_000;

/**
 * Committed documents kept in memory per runner; a batch that finds more (those of the batch before it
 * included) empties the cache first, and it refills from the store (a cached subscriber row is about
 * 0.5 KB). A generation being built (a rebuild, catching up at start) keeps many, so that a fresh one
 * knows a miss is absent without asking the store; once live, a runner keeps few: events then touch
 * documents one request at a time, and a campaign to 100,000 subscribers would otherwise leave each
 * recipient's row in memory for as long as the process runs. Emptied between batches, never during
 * one, so that what a batch prefetched is still there when it folds.
 */
export const DOCUMENT_CACHE_LIMIT = { building: 200_000, live: 5_000 } as const;

type DocumentsByCollection = Map<string, Map<string, Document | null>>;

/**
 * Folds events into one generation of one projection. Each batch is applied through an in-memory
 * overlay (so lookups see the batch's earlier changes) and committed once, together with the
 * checkpoint: a crash either keeps the whole batch or none of it.
 */
export class ProjectionRunner {
  state: ProjectionState;
  lastError: string | null = null;
  /** Position of the last event that changed a document: what response caches key on. */
  changedAt: number;
  private readonly eventTypes: ReadonlySet<string>;
  private readonly physicalNames: ReadonlyMap<string, string>;
  private readonly checkpoint: string;
  /** Physical names of the collections the fold never looks up: none of their documents is cached. */
  private readonly writeOnly: ReadonlySet<string>;
  private storedPosition: number;
  /**
   * Committed state of documents this runner read or wrote. Only this runner writes its generation's
   * collections (projections run in the holder of the projections lease, and a runner lives no longer
   * than one tenure: a new holder loads fresh runners), so the cache cannot go stale. `cacheComplete`
   * means the cache holds every document there is (a fresh generation that never evicted), so a miss
   * is known to be absent without asking the store: this is what makes a rebuild fast.
   */
  private readonly cache: DocumentsByCollection = new Map();
  private cacheSize = 0;
  private cacheComplete = false;

  /** Documents held in memory now (tests: the cache stays within its limit). */
  get cachedDocuments(): number {
    return this.cacheSize;
  }

  constructor(
    readonly projection: Projection,
    readonly generation: number,
    private readonly store: ReadModelStore,
    public position: number,
    state: ProjectionState,
    /** The projections lease's fencing token, presented with every write (none when run without a lease). */
    private readonly fence?: Fence,
  ) {
    this.state = state;
    this.storedPosition = position;
    this.changedAt = position;
    this.eventTypes = new Set(projection.eventTypes);
    this.physicalNames = new Map(
      projection.collections.map((logical) => [logical, physicalCollectionName(projection.name, logical, generation)]),
    );
    this.checkpoint = checkpointName(projection.name, generation);
    this.writeOnly = new Set((projection.writeOnly ?? []).map((logical) => this.physical(logical)));
  }

  get physicalCollections(): string[] {
    return [...this.physicalNames.values()];
  }

  /**
   * Applies the events after this runner's position; returns false when the projection failed.
   * Only events of the projection's types reach its fold; one of them that the log could not read
   * back fails the projection, which cannot be right without it. Throws FencedOffError (and changes
   * nothing) when the lease has another holder now.
   */
  async apply(events: LogEntry[]): Promise<boolean> {
    if (this.state === 'failed') return false;
    const last = events.at(-1);
    if (!last || last.position <= this.position) return true;
    const overlay: DocumentsByCollection = new Map();
    const lookup = (logical: string, id: string) => this.lookup(overlay, logical, id);
    this.trimCache();
    // Only a hint: should it fail, each lookup reads its document alone.
    await this.prefetch(events).catch(() => undefined);
    let folded = this.position;
    for (const event of events) {
      if (event.position <= this.position) continue;
      if (this.eventTypes.has(event.type)) {
        try {
          if (isUnreadable(event)) throw new Error(`the event cannot be read: ${event.unreadable}`);
          const result = this.projection.project(event, lookup);
          // Synchronous folds skip a microtask per event, which shows over a million events.
          const changes = result instanceof Promise ? await result : result;
          // Resolve every name first, so that a bad change leaves nothing of this event in the overlay.
          const physical = changes.map((change) => this.physical(change.collection));
          changes.forEach((change, index) => record(overlay, physical[index], change));
        } catch (error) {
          // Keep what the events before this one produced, so the position shows where it stopped.
          if (folded > this.position) await this.save(overlay, folded).catch(() => undefined);
          if (error instanceof FencedOffError) throw error;
          this.fail(error, event);
          return false;
        }
      }
      folded = event.position;
    }
    try {
      await this.save(overlay, last.position);
      return true;
    } catch (error) {
      if (error instanceof FencedOffError) throw error;
      this.fail(error, null);
      return false;
    }
  }

  /**
   * Reads into the cache, in one query per collection, the committed documents the batch's folds will
   * look up (as far as the projection names them) and the cache does not hold yet.
   */
  private async prefetch(events: LogEntry[]): Promise<void> {
    const { prefetch } = this.projection;
    const getMany = this.store.getMany?.bind(this.store);
    if (!prefetch || !getMany || this.cacheComplete) return;
    const wanted = new Map<string, Set<string>>();
    for (const event of events) {
      if (event.position <= this.position || !this.eventTypes.has(event.type) || isUnreadable(event)) continue;
      for (const { collection, id } of prefetch(event)) {
        const physical = this.physical(collection);
        if (this.cache.get(physical)?.has(id)) continue;
        let ids = wanted.get(physical);
        if (!ids) wanted.set(physical, (ids = new Set()));
        ids.add(id);
      }
    }
    for (const [physical, ids] of wanted) {
      const found = await getMany(physical, [...ids]);
      for (const id of ids) this.remember(physical, id, found.get(id) ?? null);
    }
  }

  /** Stores the position reached through events that changed nothing, so a restart has nothing to re-read. */
  async flush(): Promise<void> {
    if (this.state === 'failed' || this.position === this.storedPosition) return;
    await this.store.commit([], { name: this.checkpoint, position: this.position }, { fence: this.fence });
    this.storedPosition = this.position;
  }

  private async save(overlay: DocumentsByCollection, position: number): Promise<void> {
    const changes = toChanges(overlay);
    if (changes.length > 0 || position - this.storedPosition >= IDLE_CHECKPOINT_INTERVAL) {
      await this.store.commit(changes, { name: this.checkpoint, position }, { fence: this.fence });
      this.storedPosition = position;
      if (changes.length > 0) this.changedAt = position;
    }
    // Only committed state enters the cache.
    for (const [collection, documents] of overlay) {
      for (const [id, document] of documents) this.remember(collection, id, document);
    }
    this.position = position;
  }

  private remember(collection: string, id: string, document: Document | null): void {
    if (this.writeOnly.has(collection)) return;
    let documents = this.cache.get(collection);
    if (!documents) {
      documents = new Map();
      this.cache.set(collection, documents);
    }
    if (!documents.has(id)) this.cacheSize += 1;
    documents.set(id, document);
  }

  private trimCache(): void {
    if (this.cacheSize <= (this.state === 'live' ? DOCUMENT_CACHE_LIMIT.live : DOCUMENT_CACHE_LIMIT.building)) return;
    this.cache.clear();
    this.cacheSize = 0;
    this.cacheComplete = false;
  }

  /** Starts this generation from scratch: no documents, checkpoint 0. */
  async reset(): Promise<void> {
    for (const collection of this.physicalCollections) await this.store.dropCollection(collection, { fence: this.fence });
    await this.store.commit([], { name: this.checkpoint, position: 0 }, { fence: this.fence });
    this.position = 0;
    this.storedPosition = 0;
    this.cache.clear();
    this.cacheSize = 0;
    this.cacheComplete = true;
    await this.ensureIndexes();
  }

  /** Creates the indexes the projection declares in this generation's collections (idempotent). */
  async ensureIndexes(): Promise<void> {
    for (const [logical, indexes] of Object.entries(this.projection.indexes ?? {})) {
      for (const keys of indexes) await this.store.ensureIndex(this.physical(logical), keys);
    }
  }

  async dropCollections(): Promise<void> {
    for (const collection of this.physicalCollections) await this.store.dropCollection(collection, { fence: this.fence });
  }

  private physical(logical: string): string {
    const physical = this.physicalNames.get(logical);
    if (!physical) throw new Error(`projection ${this.projection.name} has no collection "${logical}"`);
    return physical;
  }

  private async lookup(overlay: DocumentsByCollection, logical: string, id: string): Promise<Document | null> {
    const physical = this.physical(logical);
    const pending = overlay.get(physical);
    if (pending?.has(id)) return pending.get(id) ?? null;
    const cached = this.cache.get(physical);
    if (cached?.has(id)) return cached.get(id) ?? null;
    // A complete cache knows every document, except those of write-only collections, which it never holds.
    if (this.cacheComplete && !this.writeOnly.has(physical)) return null;
    const document = await this.store.get(physical, id);
    this.remember(physical, id, document);
    return document;
  }

  /** Only the error message and where it happened: event data may hold personal data. */
  private fail(error: unknown, event: LogEntry | null): void {
    const message = error instanceof Error ? error.message : String(error);
    const where = event ? ` (event ${event.type} at position ${event.position})` : ' (while committing)';
    this.lastError = `${message}${where}`;
    this.state = 'failed';
  }
}

const record = (overlay: DocumentsByCollection, physical: string, change: DocumentChange): void => {
  let pending = overlay.get(physical);
  if (!pending) {
    pending = new Map();
    overlay.set(physical, pending);
  }
  if (change.kind === 'put') pending.set(change.document.id, change.document);
  else pending.set(change.id, null);
};

const toChanges = (overlay: DocumentsByCollection): DocumentChange[] => {
  const changes: DocumentChange[] = [];
  for (const [collection, documents] of overlay) {
    for (const [id, document] of documents) {
      changes.push(document ? { kind: 'put', collection, document } : { kind: 'delete', collection, id });
    }
  }
  return changes;
};

import { type ClientSession, MongoClient, MongoServerError, type AnyBulkWriteOperation, type Db, type Sort } from 'mongodb';
import {
  type Checkpoint,
  type CommitOptions,
  type Document,
  type DocumentChange,
  type Fence,
  FencedOffError,
  type Filter as ReadModelFilter,
  type FindOptions,
  type IndexKey,
  type ReadModelStore,
} from './read-model-store.port.js';
import { assertCollectionName, assertFilter, assertFindOptions, assertIndexKeys, serializeDocument } from './read-model-validation.js';
import { toFilter } from './mongo-read-model-filter.js';

export { toFilter } from './mongo-read-model-filter.js';

type StoredDocument = { _id: string } & Record<string, unknown>;
type CheckpointDocument = { _id: string; position: number };
type MetaDocument = { _id: string; value: string };
type FenceDocument = { _id: string; token: number };

const CHECKPOINTS = 'read_model_checkpoints';
const META = 'read_model_meta';
const FENCES = 'read_model_fences';
const NAMESPACE_NOT_FOUND = 26;

/**
 * Read models in MongoDB: one collection per read-model collection, `_id` = document id.
 * A commit runs in a transaction, so a replica set is required (docker-compose runs a single-node one).
 */
export class MongoReadModelStore implements ReadModelStore {
  private readonly client: MongoClient;
  private readonly database: Db;
  /** Takes a URL, or a client (the tests pass one to watch its connection attempts). */
  constructor(connection: string | MongoClient, databaseName: string) {
    this.client = typeof connection === 'string' ? new MongoClient(connection) : connection;
    this.database = this.client.db(databaseName);
  }

  /** MongoDB (WiredTiger) gives no overwrite guarantee for deleted bytes; erasure there rests on the destroyed keys. */
  async purgeOverwritten(): Promise<boolean> {
    return true;
  }

  async get<T extends Document>(collection: string, id: string): Promise<T | null> {
    const stored = await (await this.collection(collection)).findOne({ _id: id });
    return stored ? fromStored<T>(stored) : null;
  }

  async find<T extends Document>(collection: string, options: FindOptions = {}): Promise<T[]> {
    assertFindOptions(options);
    assertCollectionName(collection);
    // MongoDB reads limit 0 as "no limit": the port's 0 means none, so the server is not asked.
    if (options.limit === 0) return [];
    let cursor = (await this.collection(collection)).find(toFilter(options, options.sort && options.after ? { sort: options.sort, after: options.after } : undefined));
    if (options.sort) {
      const direction = options.sort.direction === 'desc' ? -1 : 1;
      const field = options.sort.field === 'id' ? '_id' : options.sort.field;
      // _id breaks ties so that paging is stable, as in the SQLite adapter.
      const sort: Sort = field === '_id' ? { _id: direction } : { [field]: direction, _id: 1 };
      cursor = cursor.sort(sort);
    }
    if (options.offset) cursor = cursor.skip(options.offset);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    const stored = await cursor.toArray();
    return stored.map((document) => fromStored<T>(document));
  }

  async count(collection: string, filter: ReadModelFilter = {}): Promise<number> {
    assertFilter(filter);
    return (await this.collection(collection)).countDocuments(toFilter(filter));
  }

  async ensureIndex(collection: string, keys: readonly IndexKey[]): Promise<void> {
    assertIndexKeys(keys);
    const specification: Record<string, 1 | -1> = {};
    for (const key of keys) specification[key.field === 'id' ? '_id' : key.field] = key.direction === 'desc' ? -1 : 1;
    // Ties by id, as every sort.
    specification._id ??= 1;
    await (await this.collection(collection)).createIndex(specification);
  }

  async commit(changes: DocumentChange[], checkpoint: Checkpoint | null, options: CommitOptions = {}): Promise<void> {
    const operations = new Map<string, AnyBulkWriteOperation<StoredDocument>[]>();
    const client = await this.connect();
    const session = client.startSession();
    try {
      // A fenced write must survive a failover: a fence rolled back would let a replaced holder write again.
      const durability = options.fence ? { writeConcern: { w: 'majority' as const } } : undefined;
      await session.withTransaction(async () => {
        // First, so that two fenced commits touch one document and conflict: the transaction that loses retries and then sees the newer token.
        if (options.fence) await this.passFence(options.fence, session);
        operations.clear();
        for (const change of changes) {
          assertCollectionName(change.collection);
          const list = operations.get(change.collection) ?? [];
          operations.set(change.collection, list);
          if (change.kind === 'put') {
            const { id, ...fields } = JSON.parse(serializeDocument(change.document)) as Document;
            list.push({ replaceOne: { filter: { _id: id }, replacement: fields, upsert: true } });
          } else {
            list.push({ deleteOne: { filter: { _id: change.id } } });
          }
        }
        for (const [collection, list] of operations) {
          await this.database.collection<StoredDocument>(collection).bulkWrite(list, { session, ordered: true });
        }
        if (checkpoint) {
          await this.database
            .collection<CheckpointDocument>(CHECKPOINTS)
            .updateOne({ _id: checkpoint.name }, { $set: { position: checkpoint.position } }, { upsert: true, session });
        }
        for (const [key, value] of Object.entries(options.meta ?? {})) {
          await this.database.collection<MetaDocument>(META).updateOne({ _id: key }, { $set: { value } }, { upsert: true, session });
        }
      }, durability);
    } finally {
      await session.endSession();
    }
  }

  async getCheckpoint(name: string): Promise<number | null> {
    await this.connect();
    const stored = await this.database.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: name });
    return stored ? stored.position : null;
  }

  /**
   * A drop cannot run inside a transaction in MongoDB, so the fence is raised in one just before: a
   * holder replaced between that check and the drop could still drop (the window is one round trip).
   */
  async dropCollection(collection: string, options: { fence?: Fence } = {}): Promise<void> {
    if (options.fence) await this.commit([], null, { fence: options.fence });
    try {
      await (await this.collection(collection)).drop();
    } catch (error) {
      if (!(error instanceof MongoServerError && error.code === NAMESPACE_NOT_FOUND)) throw error;
    }
  }

  async listCollections(): Promise<string[]> {
    await this.connect();
    const listed = await this.database.listCollections({}, { nameOnly: true }).toArray();
    const own = new Set([CHECKPOINTS, META, FENCES]);
    return listed
      .map((collection) => collection.name)
      .filter((name) => !own.has(name) && !name.startsWith('system.'))
      .sort();
  }

  /** Inside the commit's transaction: refuses an older token, records a newer one. */
  private async passFence(fence: Fence, session: ClientSession): Promise<void> {
    const before = await this.database
      .collection<FenceDocument>(FENCES)
      .findOneAndUpdate({ _id: fence.name }, [{ $set: { token: { $max: [{ $ifNull: ['$token', 0] }, fence.token] } } }], {
        upsert: true,
        returnDocument: 'before',
        session,
      });
    if (before && before.token > fence.token) throw new FencedOffError(fence, before.token);
  }

  async getMeta(key: string): Promise<string | null> {
    await this.connect();
    const stored = await this.database.collection<MetaDocument>(META).findOne({ _id: key });
    return stored ? stored.value : null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.connect();
    await this.database.collection<MetaDocument>(META).updateOne({ _id: key }, { $set: { value } }, { upsert: true });
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** Drops the whole database: for tests that need a fresh store. */
  async dropDatabase(): Promise<void> {
    await this.connect();
    await this.database.dropDatabase();
  }

  /**
   * Not memoised: a failed first connection must not fail every later call until a restart. The driver
   * shares one attempt between concurrent callers, answers at once when connected, and tries again
   * after a failure.
   */
  private connect(): Promise<MongoClient> {
    return this.client.connect();
  }

  private async collection(collection: string) {
    assertCollectionName(collection);
    await this.connect();
    return this.database.collection<StoredDocument>(collection);
  }
}

const fromStored = <T extends Document>(stored: StoredDocument): T => {
  const { _id, ...fields } = stored;
  return { id: _id, ...fields } as unknown as T;
};

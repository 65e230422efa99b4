import type Database from 'better-sqlite3';
import { openSqliteDatabase, type SqliteDatabase } from '../sqlite/sqlite-database.js';
import {
  type Checkpoint,
  type CommitOptions,
  type Document,
  type DocumentChange,
  type Fence,
  FencedOffError,
  type Filter,
  type FindOptions,
  type IndexKey,
  type ReadModelStore,
} from './read-model-store.port.js';
import { assertCollectionName, assertFilter, assertFindOptions, assertIndexKeys, serializeDocument } from './read-model-validation.js';
import { addColumnSql, indexedFieldsOf, upsertSql, upsertValues } from './sqlite-indexed-columns.js';
import { countQuery, createIndexSql, FieldAccess, selectQueries, TABLE_PREFIX, tableName, tableNameUnquoted } from './sqlite-read-model-query.js';

type Statement = Database.Statement;

/** How long purgeOverwritten keeps trying a checkpoint that readers in other processes hold up, and how often. */
const PURGE_PATIENCE_MS = 5000;
const PURGE_RETRY_MS = 100;

export type SqliteReadModelStoreOptions = {
  /** How long a statement waits for another connection's lock (the file's busy timeout). */
  busyTimeoutMs?: number;
  /** How long purgeOverwritten retries a checkpoint held up by readers (default 5 s). */
  purgePatienceMs?: number;
};
type CollectionStatements = { upsert: Statement; remove: Statement; select: Statement; selectMany: Statement; fields: readonly string[] };

/**
 * Read models in one SQLite file (WAL): one table per collection holding (id, JSON body), so dropping
 * an old generation is a cheap DROP TABLE. Collections are created on first write; reading a collection
 * that does not exist yet answers empty. Fields named by an index also get a column of their own
 * (sqlite-indexed-columns.ts).
 */
export class SqliteReadModelStore implements ReadModelStore {
  private readonly file: SqliteDatabase;
  private readonly database: Database.Database;
  private readonly existingTables = new Set<string>();
  private readonly statements = new Map<string, CollectionStatements>();
  /** The indexed fields of each known table (its `f_` columns). */
  private readonly indexedFields = new Map<string, string[]>();
  private readonly queryCache = new Map<string, Statement>();
  private readonly putCheckpoint: Statement;
  private readonly selectCheckpoint: Statement;
  private readonly putMeta: Statement;
  private readonly selectMeta: Statement;
  private readonly selectFence: Statement;
  private readonly putFence: Statement;
  private readonly applyInTransaction: (changes: DocumentChange[], checkpoint: Checkpoint | null, options: CommitOptions) => void;
  private readonly dropInTransaction: (collection: string, fence: Fence | undefined) => void;
  /** The file's schema version when the statements were prepared: another process adding a column changes it. */
  private schemaVersion = -1;
  private readonly purgePatienceMs: number;

  constructor(filePath: string, { busyTimeoutMs, purgePatienceMs = PURGE_PATIENCE_MS }: SqliteReadModelStoreOptions = {}) {
    this.purgePatienceMs = purgePatienceMs;
    // Erasure must not leave old document bytes in free pages: deleted content is overwritten with zeros.
    this.file = openSqliteDatabase(filePath, { secureDelete: true, busyTimeoutMs });
    this.database = this.file.database;
    this.database.exec(`
      CREATE TABLE IF NOT EXISTS read_model_checkpoints (name TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS read_model_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS read_model_fences (name TEXT PRIMARY KEY, token INTEGER NOT NULL) WITHOUT ROWID;
    `);
    this.putCheckpoint = this.database.prepare(
      'INSERT INTO read_model_checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
    );
    this.selectCheckpoint = this.database.prepare('SELECT position FROM read_model_checkpoints WHERE name = ?').pluck();
    this.putMeta = this.database.prepare(
      'INSERT INTO read_model_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
    );
    this.selectMeta = this.database.prepare('SELECT value FROM read_model_meta WHERE key = ?').pluck();
    this.selectFence = this.database.prepare('SELECT token FROM read_model_fences WHERE name = ?').pluck();
    this.putFence = this.database.prepare(
      'INSERT INTO read_model_fences (name, token) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET token = excluded.token',
    );
    const apply = this.database.transaction((changes: DocumentChange[], checkpoint: Checkpoint | null, options: CommitOptions) => {
      if (options.fence) this.passFence(options.fence);
      this.refreshIfSchemaChanged();
      for (const change of changes) {
        const statements = this.statementsFor(change.collection, true);
        if (change.kind === 'put') {
          statements.upsert.run(...upsertValues(change.document, serializeDocument(change.document), statements.fields));
        } else {
          statements.remove.run(change.id);
        }
      }
      if (checkpoint) this.putCheckpoint.run(checkpoint.name, checkpoint.position);
      for (const [key, value] of Object.entries(options.meta ?? {})) this.putMeta.run(key, value);
    });
    const drop = this.database.transaction((collection: string, fence: Fence | undefined) => {
      if (fence) this.passFence(fence);
      this.database.exec(`DROP TABLE IF EXISTS ${tableName(collection)}`);
    });
    // IMMEDIATE: the write lock is taken before the fence is read, so no other process can slip a
    // newer token in between the check and the write (a deferred transaction would also fail to upgrade).
    this.applyInTransaction = (changes, checkpoint, options) => apply.immediate(changes, checkpoint, options);
    this.dropInTransaction = (collection, fence) => drop.immediate(collection, fence);
  }

  /** Inside a write transaction: refuses an older token, records a newer one. */
  private passFence(fence: Fence): void {
    const current = (this.selectFence.get(fence.name) as number | undefined) ?? 0;
    if (current > fence.token) throw new FencedOffError(fence, current);
    if (current < fence.token) this.putFence.run(fence.name, fence.token);
  }

  /**
   * Old versions of rewritten pages live on in the WAL until a checkpoint folds it back and truncates
   * it. A reader in another process (an instance in the middle of a read) holds that up: each attempt
   * answers at once instead of waiting in the busy handler (which would stall this thread for up to the
   * busy timeout), and is tried again every PURGE_RETRY_MS until the patience runs out. Answers whether
   * it went through.
   */
  async purgeOverwritten(): Promise<boolean> {
    const deadline = Date.now() + this.purgePatienceMs;
    for (;;) {
      if (this.checkpointWithoutWaiting()) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, PURGE_RETRY_MS));
    }
  }

  private checkpointWithoutWaiting(): boolean {
    const busyTimeout = this.database.pragma('busy_timeout', { simple: true }) as number;
    this.database.pragma('busy_timeout = 0');
    try {
      const [result] = this.database.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      return result?.busy === 0;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    } finally {
      this.database.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }

  async get<T extends Document>(collection: string, id: string): Promise<T | null> {
    const body = this.statementsFor(collection, false)?.select.get(id) as string | undefined;
    return body === undefined ? null : (JSON.parse(body) as T);
  }

  async getMany(collection: string, ids: readonly string[]): Promise<Map<string, Document>> {
    const found = new Map<string, Document>();
    const statement = this.statementsFor(collection, false)?.selectMany;
    if (!statement || ids.length === 0) return found;
    for (const body of statement.all(JSON.stringify(ids)) as string[]) {
      const document = JSON.parse(body) as Document;
      found.set(document.id, document);
    }
    return found;
  }

  async find<T extends Document>(collection: string, options: FindOptions = {}): Promise<T[]> {
    assertFindOptions(options);
    if (!this.tableExists(collection)) return [];
    const bodies: string[] = [];
    for (const { sql, parameters } of selectQueries(collection, this.fieldsOf(collection), options)) {
      const wanted = options.limit === undefined ? undefined : options.limit - bodies.length;
      if (wanted === 0) break;
      const paged = wanted !== undefined || options.offset !== undefined;
      const statement = this.cachedQuery(paged ? `${sql} LIMIT ? OFFSET ?` : sql);
      bodies.push(...(statement.all(...parameters, ...(paged ? [wanted ?? -1, options.offset ?? 0] : [])) as string[]));
    }
    return bodies.map((body) => JSON.parse(body) as T);
  }

  async count(collection: string, filter: Filter = {}): Promise<number> {
    assertFilter(filter);
    if (!this.tableExists(collection)) return 0;
    const { sql, parameters } = countQuery(collection, this.fieldsOf(collection), filter);
    return this.cachedQuery(sql).get(...parameters) as number;
  }

  /**
   * Adds the columns of fields not indexed yet (filled from the stored documents), then the index on
   * them. The columns are read again inside the write transaction: another process on the same file
   * may have added them meanwhile.
   */
  async ensureIndex(collection: string, keys: readonly IndexKey[]): Promise<void> {
    assertIndexKeys(keys);
    this.statementsFor(collection, true);
    const wanted = [...new Set(keys.map((key) => key.field))].filter((field) => field !== 'id');
    this.database
      .transaction(() => {
        const present = this.readIndexedFields(collection);
        for (const field of wanted.filter((name) => !present.includes(name))) for (const sql of addColumnSql(collection, field)) this.database.exec(sql);
        this.forget(collection);
        this.database.exec(createIndexSql(collection, this.fieldsOf(collection), keys));
      })
      .immediate();
  }

  async commit(changes: DocumentChange[], checkpoint: Checkpoint | null, options: CommitOptions = {}): Promise<void> {
    try {
      // IMMEDIATE (see the constructor): the write lock is taken first, so no other process can change a
      // table or a fence between the checks and the writes.
      this.applyInTransaction(changes, checkpoint, options);
    } catch (error) {
      // The rollback also undid any CREATE TABLE of this commit: forget what the caches believe exists.
      this.existingTables.clear();
      this.statements.clear();
      this.indexedFields.clear();
      this.queryCache.clear();
      throw error;
    }
  }

  async getCheckpoint(name: string): Promise<number | null> {
    return (this.selectCheckpoint.get(name) as number | undefined) ?? null;
  }

  async dropCollection(collection: string, options: { fence?: Fence } = {}): Promise<void> {
    assertCollectionName(collection);
    this.forget(collection);
    this.existingTables.delete(collection);
    this.dropInTransaction(collection, options.fence);
  }

  async listCollections(): Promise<string[]> {
    const tables = this.database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND substr(name, 1, ?) = ? ORDER BY name")
      .pluck()
      .all(TABLE_PREFIX.length, TABLE_PREFIX) as string[];
    return tables.map((table) => table.slice(TABLE_PREFIX.length));
  }

  async getMeta(key: string): Promise<string | null> {
    return (this.selectMeta.get(key) as string | undefined) ?? null;
  }

  async setMeta(key: string, value: string): Promise<void> {
    this.putMeta.run(key, value);
  }

  async close(): Promise<void> {
    this.file.close();
  }

  private tableExists(collection: string): boolean {
    assertCollectionName(collection);
    if (this.existingTables.has(collection)) return true;
    // Another connection (another process on the same file) may have created it since.
    const found = this.database
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(tableNameUnquoted(collection));
    if (found) this.existingTables.add(collection);
    return found !== undefined;
  }

  /** Columns another process added (an index on a new field) must be written by this one's upserts too. */
  private refreshIfSchemaChanged(): void {
    const version = this.database.pragma('schema_version', { simple: true }) as number;
    if (version === this.schemaVersion) return;
    this.statements.clear();
    this.indexedFields.clear();
    this.queryCache.clear();
    this.schemaVersion = version;
  }

  /** Forgets the statements and columns known of a collection, after its columns changed or it was dropped. */
  private forget(collection: string): void {
    this.statements.delete(collection);
    this.indexedFields.delete(collection);
    this.queryCache.clear();
  }

  private fieldsOf(collection: string): FieldAccess {
    return new FieldAccess(new Set(this.indexedFieldsOf(collection)));
  }

  private indexedFieldsOf(collection: string): string[] {
    let fields = this.indexedFields.get(collection);
    if (!fields) {
      fields = this.readIndexedFields(collection);
      this.indexedFields.set(collection, fields);
    }
    return fields;
  }

  private readIndexedFields(collection: string): string[] {
    return indexedFieldsOf(this.database.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(tableNameUnquoted(collection)) as string[]);
  }

  private statementsFor(collection: string, create: true): CollectionStatements;
  private statementsFor(collection: string, create: false): CollectionStatements | undefined;
  private statementsFor(collection: string, create: boolean): CollectionStatements | undefined {
    const cached = this.statements.get(collection);
    if (cached) return cached;
    if (!this.tableExists(collection)) {
      if (!create) return undefined;
      // A rowid table, not WITHOUT ROWID: documents are appended in rowid order and only the small id
      // index takes writes in id order. Ids are mostly random UUIDs; with the bodies inside the id's
      // B-tree, every new document rewrote a random page of the whole collection (measured: 48 us against
      // 16 us per subscriber row at 120,000 rows, reads by id unchanged). Tables made before stay as they
      // are (both read alike) until a rebuild creates the next generation's.
      this.database.exec(`CREATE TABLE IF NOT EXISTS ${tableName(collection)} (id TEXT PRIMARY KEY, body TEXT NOT NULL)`);
      this.existingTables.add(collection);
    }
    const table = tableName(collection);
    const fields = this.indexedFieldsOf(collection);
    const statements: CollectionStatements = {
      fields,
      upsert: this.database.prepare(upsertSql(collection, fields)),
      remove: this.database.prepare(`DELETE FROM ${table} WHERE id = ?`),
      select: this.database.prepare(`SELECT body FROM ${table} WHERE id = ?`).pluck(),
      // The ids travel as one JSON array: one statement for any number of them, each looked up by the id index.
      selectMany: this.database.prepare(`SELECT body FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`).pluck(),
    };
    this.statements.set(collection, statements);
    return statements;
  }

  private cachedQuery(sql: string): Statement {
    let statement = this.queryCache.get(sql);
    if (!statement) {
      // Queries come from code, not users, so the set of shapes is small; the bound keeps it so anyway.
      if (this.queryCache.size > 500) this.queryCache.clear();
      statement = this.database.prepare(sql).pluck();
      this.queryCache.set(sql, statement);
    }
    return statement;
  }
}

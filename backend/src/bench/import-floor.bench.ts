import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { IMPORT_CHUNK_ROWS } from '../contract/subscribers.vocabulary.js';
import { fileKeyRing } from '../core/crypto/file-key-ring.js';
import { emailFingerprint } from '../core/crypto/keyed-hash.js';
import { randomBuffer } from '../core/crypto/random-pool.js';
import { SqliteKeyStore } from '../core/crypto/sqlite-key-store.js';
import { openEventDatabase } from '../core/event-store/sqlite-schema.js';
import { uuidv7 } from '../core/events/uuid-v7.js';
import { upsertSql } from '../core/read-model/sqlite-indexed-columns.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import { openSqliteDatabase, type SqliteDatabase } from '../core/sqlite/sqlite-database.js';
import { personDirectoryStream } from '../features/people/person.events.js';
import { subscriberStream } from '../features/subscribers/subscriber.events.js';
import { SUBSCRIBERS_COLLECTION, subscribersProjection } from '../features/subscribers/subscribers.projection.js';
import type { BenchRow } from './bench-row.js';
import { round } from './stats.js';

const SECRET = 'import-floor-bench-secret-0123456789';
const MEMBERS = 'members';
const SUBSCRIBER_FIELDS = [...new Set((subscribersProjection.indexes?.[SUBSCRIBERS_COLLECTION] ?? []).flat().map((key) => key.field))];

/** The rows of the chunk that starts at `from`: the same addresses and choices wherever they are computed. */
export const floorChunk = (from: number, rows: number) =>
  Array.from({ length: Math.min(IMPORT_CHUNK_ROWS, rows - from) }, (_, offset) => ({
    email: `imported-${from + offset}@example.com`,
    frequency: (from + offset) % 5 === 0 ? 'daily' : 'weekly',
    interests: ['business'],
    source: 'facebook-ads',
  }));

/** Creates the floor's files with the app's own classes (schemas, pragmas, the subscriber list's indexes). */
const createFloorFiles = async (folder: string): Promise<void> => {
  openEventDatabase(join(folder, 'events.db'), 5000).close();
  await new SqliteKeyStore(join(folder, 'keys.db'), SECRET, fileKeyRing(join(folder, 'ring.db'), SECRET)).close();
  const readModels = new SqliteReadModelStore(join(folder, 'read-models.db'));
  for (const keys of subscribersProjection.indexes?.[SUBSCRIBERS_COLLECTION] ?? []) await readModels.ensureIndex(SUBSCRIBERS_COLLECTION, keys);
  await readModels.commit([{ kind: 'put', collection: MEMBERS, document: { id: 'first' } }], null);
  await readModels.close();
};

/**
 * The write side of an imported chunk: keyed hashes of the addresses and one read of their directory
 * streams; a data key per new person, wrapped (AES-256-GCM) with its key id, in one FULL-sync
 * transaction; the address sealed under that key, and two events per row (the directory link, the
 * subscription), in one transaction. Answers the last position written.
 */
export class FloorWriter {
  private readonly events: SqliteDatabase;
  private readonly keys: SqliteDatabase;
  private readonly insertEvent: Database.Statement;
  private readonly readDirectory: Database.Statement;
  private readonly insertKey: Database.Statement;
  private readonly ringKey = randomBytes(32);
  private readonly ringKeyId = randomBytes(16).toString('hex');
  private readonly subscribedAad = Buffer.from('SubscriberSubscribed');
  private position = 0;

  constructor(folder: string) {
    this.events = openEventDatabase(join(folder, 'events.db'), 5000);
    this.keys = openSqliteDatabase(join(folder, 'keys.db'), { secureDelete: true, synchronous: 'FULL' });
    this.insertEvent = this.events.database.prepare('INSERT INTO events (position, stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
    this.readDirectory = this.events.database.prepare('SELECT * FROM events WHERE stream IN (SELECT value FROM json_each(?)) ORDER BY stream, revision');
    this.insertKey = this.keys.database.prepare('INSERT INTO data_keys (subject_id, wrapped_key, created_at, ring_key_id) VALUES (?, ?, ?, ?)');
  }

  write(chunk: ReturnType<typeof floorChunk>): number {
    const now = new Date().toISOString();
    const directory = chunk.map((row) => personDirectoryStream(emailFingerprint(SECRET, row.email)));
    this.readDirectory.all(JSON.stringify(directory));
    const people = chunk.map(() => uuidv7());
    const dataKeys = people.map(() => randomBuffer(32));
    this.keys.database
      .transaction(() => {
        people.forEach((person, index) => {
          const iv = randomBuffer(12);
          const cipher = createCipheriv('aes-256-gcm', this.ringKey, iv);
          cipher.setAAD(Buffer.from(person));
          const wrapped = Buffer.concat([iv, cipher.update(dataKeys[index]), cipher.final(), cipher.getAuthTag()]);
          createHmac('sha256', dataKeys[index]).update('personal-data-key-id').digest();
          this.insertKey.run(person, wrapped, now, this.ringKeyId);
        });
      })
      .immediate();
    const metadata = JSON.stringify({ occurredAt: now, actor: 'admin', correlationId: uuidv7(), causationId: null, schemaVersion: 1 });
    this.events.database
      .transaction(() => {
        chunk.forEach((row, index) => {
          const person = people[index];
          this.insertEvent.run(++this.position, directory[index], 0, uuidv7(), 'EmailLinked', JSON.stringify({ personId: person }), metadata);
          const iv = randomBuffer(12);
          const cipher = createCipheriv('aes-256-gcm', dataKeys[index], iv);
          cipher.setAAD(this.subscribedAad);
          const ciphertext = Buffer.concat([cipher.update(JSON.stringify({ email: row.email })), cipher.final()]);
          const sealed = { subject: person, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
          const data = { subscriberId: person, frequency: row.frequency, interests: row.interests, source: row.source, utm: null, __personal: sealed };
          this.insertEvent.run(++this.position, subscriberStream(person), 0, uuidv7(), 'SubscriberSubscribed', JSON.stringify(data), metadata);
        });
      })
      .immediate();
    return this.position;
  }

  close(): void {
    this.keys.close();
    this.events.close();
  }
}

/**
 * The list side: the events after the list's checkpoint read back, and for each subscription the
 * subscriber list's row (with its indexes) and the audience's row written, with both checkpoints, in
 * one transaction. The addresses come in clear, as the app's projections take them from the cipher
 * that sealed them a moment before.
 */
export class FloorLister {
  private readonly events: SqliteDatabase;
  private readonly models: SqliteDatabase;
  private readonly readAfter: Database.Statement;
  private readonly upsertSubscriber: Database.Statement;
  private readonly upsertMember: Database.Statement;
  private readonly checkpoint: Database.Statement;
  private projected = 0;

  constructor(folder: string) {
    this.events = openEventDatabase(join(folder, 'events.db'), 5000);
    this.models = openSqliteDatabase(join(folder, 'read-models.db'), { secureDelete: true });
    this.readAfter = this.events.database.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
    this.upsertSubscriber = this.models.database.prepare(upsertSql(SUBSCRIBERS_COLLECTION, SUBSCRIBER_FIELDS));
    this.upsertMember = this.models.database.prepare(upsertSql(MEMBERS, []));
    this.checkpoint = this.models.database.prepare(
      'INSERT INTO read_model_checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
    );
  }

  /** Lists the chunk whose events end at `position`. */
  list(chunk: ReturnType<typeof floorChunk>, position: number): void {
    const now = new Date().toISOString();
    const written = this.readAfter.all(this.projected, position - this.projected) as { position: number; type: string; data: string; metadata: string }[];
    this.models.database
      .transaction(() => {
        chunk.forEach((row, index) => {
          const event = written[2 * index + 1];
          const data = JSON.parse(event.data) as { subscriberId: string; frequency: string; interests: string[]; source: string };
          JSON.parse(event.metadata);
          const subscriber = { id: data.subscriberId, email: row.email, status: 'active', frequency: data.frequency, interests: data.interests, source: data.source, subscribedAt: now, emailsSent: 0 };
          this.upsertSubscriber.run(subscriber.id, JSON.stringify(subscriber), ...SUBSCRIBER_FIELDS.map((field) => (subscriber as Record<string, unknown>)[field] as string));
          this.upsertMember.run(subscriber.id, JSON.stringify({ id: subscriber.id, frequency: data.frequency, interests: data.interests }));
        });
        this.projected = position;
        this.checkpoint.run('subscribers', position);
        this.checkpoint.run('email-audience', position);
      })
      .immediate();
  }

  close(): void {
    this.models.close();
    this.events.close();
  }
}

/** Rate and CPU time per row (all threads) of `run`, for the report. */
const timed = async (name: string, rows: number, run: () => Promise<void> | void): Promise<BenchRow[]> => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return [
    { name, value: Math.round(rows / seconds), unit: 'rows/s', target: '-', met: null },
    { name: 'CPU time per row of that (all threads)', value: round((used.user + used.system) / rows, 1), unit: 'us', target: '-', met: null },
  ];
};

/**
 * A worker thread (import-floor.worker.ts) with its writer open, ready to write every chunk when told;
 * `writeAndList` then lists each chunk on this thread as the worker answers it. Starting the worker
 * (loading its modules) is left out of the timing, as the app would start one once.
 */
const startWriterThread = async (folder: string, rows: number) => {
  const worker = new Worker(new URL(`./import-floor.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url), { workerData: { folder, rows } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', () => resolve());
  });
  const writeAndList = () => {
    const lister = new FloorLister(folder);
    return new Promise<void>((resolve, reject) => {
      let from = 0;
      worker.on('error', reject);
      worker.on('message', (position: number) => {
        lister.list(floorChunk(from, rows), position);
        from += IMPORT_CHUNK_ROWS;
        if (from >= rows) resolve();
      });
      worker.postMessage('write');
    }).finally(() => lister.close());
  };
  return { writeAndList, stop: () => worker.terminate() };
};

/**
 * The floor under the CSV import: the storage and crypto work one imported row needs, without the
 * application's layers (HTTP, the directory and subscriber deciders, the event log, the group-commit
 * writer, the projection runner), on the application's own files. What it leaves out (deciding,
 * validation, upcasting, analytics counters, waiting) only makes the real import slower, so no
 * implementation of this design on this machine imports faster than this. Measured twice:
 * - one thread: each chunk written (FloorWriter), then listed (FloorLister);
 * - two threads: a worker writes chunk after chunk while the main thread lists each one written, the
 *   best split of that work over two cores (the app's import would pay its layers on top).
 */
export async function benchImportFloor(dir: string, rows: number): Promise<BenchRow[]> {
  const oneThread = join(dir, 'import-floor');
  await createFloorFiles(oneThread);
  const single = await timed(`the same ${rows} rows as a straight loop, without the app's layers (the floor)`, rows, () => {
    const writer = new FloorWriter(oneThread);
    const lister = new FloorLister(oneThread);
    try {
      for (let from = 0; from < rows; from += IMPORT_CHUNK_ROWS) {
        const chunk = floorChunk(from, rows);
        lister.list(chunk, writer.write(chunk));
      }
    } finally {
      lister.close();
      writer.close();
    }
  });
  const twoThreads = join(dir, 'import-floor-two-threads');
  await createFloorFiles(twoThreads);
  const writerThread = await startWriterThread(twoThreads, rows);
  try {
    const split = await timed('the floor over two threads (written in a worker, listed here)', rows, writerThread.writeAndList);
    return [...single, ...split];
  } finally {
    await writerThread.stop();
  }
}

import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { randomBuffer } from '../core/crypto/random-pool.js';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { IMPORT_CHUNK_ROWS } from '../contract/subscribers.vocabulary.js';
import { fileKeyRing } from '../core/crypto/file-key-ring.js';
import { emailFingerprint } from '../core/crypto/keyed-hash.js';
import { SqliteKeyStore } from '../core/crypto/sqlite-key-store.js';
import { openEventDatabase } from '../core/event-store/sqlite-schema.js';
import { uuidv7 } from '../core/events/uuid-v7.js';
import { upsertSql } from '../core/read-model/sqlite-indexed-columns.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import { openSqliteDatabase } from '../core/sqlite/sqlite-database.js';
import { personDirectoryStream } from '../features/people/person.events.js';
import { subscriberStream } from '../features/subscribers/subscriber.events.js';
import { SUBSCRIBERS_COLLECTION, subscribersProjection } from '../features/subscribers/subscribers.projection.js';
import type { BenchRow } from './bench-row.js';
import { round } from './stats.js';

const SECRET = 'import-floor-bench-secret-0123456789';
const MEMBERS = 'members';

/**
 * The floor under the CSV import: the storage and crypto work one imported row needs, written as a
 * straight loop over better-sqlite3 and node:crypto, without the application's layers (HTTP, the
 * directory and subscriber deciders, the event log, the group-commit writer, the projection runner).
 * The files are the application's own (the same schemas, pragmas and indexes, created by its
 * classes); per chunk of IMPORT_CHUNK_ROWS new addresses it does what an import must:
 * - keyed hashes of the addresses, and one read of their directory streams;
 * - a data key per new person, wrapped (AES-256-GCM) with its key id, in one FULL-sync transaction;
 * - the address sealed under that key, and two events per row (the directory link, the
 *   subscription), in one transaction;
 * - the events read back, and the subscriber list's row (with its four indexes) and the audience's
 *   row written, with the checkpoints, in one transaction.
 * What it does not do (deciding, validation, upcasting, analytics counters, waiting) only makes the
 * real import slower. So no implementation of this design on this machine imports faster than this.
 */
export async function benchImportFloor(dir: string, rows: number): Promise<BenchRow[]> {
  const folder = join(dir, 'import-floor');
  const events = openEventDatabase(join(folder, 'events.db'), 5000);
  const keyStore = new SqliteKeyStore(join(folder, 'keys.db'), SECRET, fileKeyRing(join(folder, 'ring.db'), SECRET));
  const keys = openSqliteDatabase(join(folder, 'keys.db'), { secureDelete: true, synchronous: 'FULL' });
  const readModels = new SqliteReadModelStore(join(folder, 'read-models.db'));
  for (const keys of subscribersProjection.indexes?.[SUBSCRIBERS_COLLECTION] ?? []) await readModels.ensureIndex(SUBSCRIBERS_COLLECTION, keys);
  await readModels.commit([{ kind: 'put', collection: MEMBERS, document: { id: 'first' } }], null);
  const models = openSqliteDatabase(join(folder, 'read-models.db'), { secureDelete: true });
  try {
    const subscriberFields = [...new Set((subscribersProjection.indexes?.[SUBSCRIBERS_COLLECTION] ?? []).flat().map((key) => key.field))];
    const insertEvent = events.database.prepare('INSERT INTO events (position, stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)');
    const readDirectory = events.database.prepare('SELECT * FROM events WHERE stream IN (SELECT value FROM json_each(?)) ORDER BY stream, revision');
    const readAfter = events.database.prepare('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?');
    const insertKey = keys.database.prepare('INSERT INTO data_keys (subject_id, wrapped_key, created_at, ring_key_id) VALUES (?, ?, ?, ?)');
    const upsertSubscriber = models.database.prepare(upsertSql(SUBSCRIBERS_COLLECTION, subscriberFields));
    const upsertMember = models.database.prepare(upsertSql(MEMBERS, []));
    const checkpoint = models.database.prepare(
      'INSERT INTO read_model_checkpoints (name, position) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET position = excluded.position',
    );
    const ringKey = randomBytes(32);
    const ringKeyId = randomBytes(16).toString('hex');
    const subscribedAad = Buffer.from('SubscriberSubscribed');
    let position = 0;
    let projected = 0;

    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let from = 0; from < rows; from += IMPORT_CHUNK_ROWS) {
      const chunk = Array.from({ length: Math.min(IMPORT_CHUNK_ROWS, rows - from) }, (_, offset) => ({
        email: `imported-${from + offset}@example.com`,
        frequency: (from + offset) % 5 === 0 ? 'daily' : 'weekly',
        interests: ['business'],
        source: 'facebook-ads',
      }));
      const now = new Date().toISOString();
      const directory = chunk.map((row) => personDirectoryStream(emailFingerprint(SECRET, row.email)));
      readDirectory.all(JSON.stringify(directory));
      const people = chunk.map(() => uuidv7());
      const dataKeys = people.map(() => randomBuffer(32));
      keys.database
        .transaction(() => {
          people.forEach((person, index) => {
            const iv = randomBuffer(12);
            const cipher = createCipheriv('aes-256-gcm', ringKey, iv);
            cipher.setAAD(Buffer.from(person));
            const wrapped = Buffer.concat([iv, cipher.update(dataKeys[index]), cipher.final(), cipher.getAuthTag()]);
            createHmac('sha256', dataKeys[index]).update('personal-data-key-id').digest();
            insertKey.run(person, wrapped, now, ringKeyId);
          });
        })
        .immediate();
      const metadata = JSON.stringify({ occurredAt: now, actor: 'admin', correlationId: uuidv7(), causationId: null, schemaVersion: 1 });
      events.database
        .transaction(() => {
          chunk.forEach((row, index) => {
            const person = people[index];
            insertEvent.run(++position, directory[index], 0, uuidv7(), 'EmailLinked', JSON.stringify({ personId: person }), metadata);
            const iv = randomBuffer(12);
            const cipher = createCipheriv('aes-256-gcm', dataKeys[index], iv);
            cipher.setAAD(subscribedAad);
            const ciphertext = Buffer.concat([cipher.update(JSON.stringify({ email: row.email })), cipher.final()]);
            const sealed = { subject: person, iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), ciphertext: ciphertext.toString('base64') };
            const data = { subscriberId: person, frequency: row.frequency, interests: row.interests, source: row.source, utm: null, __personal: sealed };
            insertEvent.run(++position, subscriberStream(person), 0, uuidv7(), 'SubscriberSubscribed', JSON.stringify(data), metadata);
          });
        })
        .immediate();
      const written = readAfter.all(projected, 2 * IMPORT_CHUNK_ROWS) as { position: number; type: string; data: string; metadata: string }[];
      models.database
        .transaction(() => {
          chunk.forEach((row, index) => {
            const event = written[2 * index + 1];
            const data = JSON.parse(event.data) as { subscriberId: string; frequency: string; interests: string[]; source: string };
            JSON.parse(event.metadata);
            const subscriber = { id: data.subscriberId, email: row.email, status: 'active', frequency: data.frequency, interests: data.interests, source: data.source, subscribedAt: now, emailsSent: 0 };
            upsertSubscriber.run(subscriber.id, JSON.stringify(subscriber), ...subscriberFields.map((field) => (subscriber as Record<string, unknown>)[field] as string));
            upsertMember.run(subscriber.id, JSON.stringify({ id: subscriber.id, frequency: data.frequency, interests: data.interests }));
          });
          projected = written.at(-1)?.position ?? projected;
          checkpoint.run('subscribers', projected);
          checkpoint.run('email-audience', projected);
        })
        .immediate();
    }
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    return [
      { name: `the same ${rows} rows as a straight loop, without the app's layers (the floor)`, value: Math.round(rows / seconds), unit: 'rows/s', target: '-', met: null },
      { name: 'CPU time per row of that loop', value: round((used.user + used.system) / rows, 1), unit: 'us', target: '-', met: null },
    ];
  } finally {
    models.close();
    await readModels.close();
    keys.close();
    await keyStore.close();
    events.close();
  }
}

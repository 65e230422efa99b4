import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { memoryEventLog } from '../events/testing/memory-event-log.js';
import type { Document } from '../read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { defineProjection } from './projection.js';
import { ProjectionEngine } from './projection-engine.js';
import { Clicked, clicksProjection, makeEvent, SubscriberJoined, SubscriberLeft, subscribersProjection, type Totals } from './projection-engine.test-kit.js';
import { ReadModels } from './read-models.js';

const directory = mkdtempSync(join(tmpdir(), 'projection-engine-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('ProjectionEngine on the SQLite event store and read-model store', () => {
  it('catches up, goes live, survives a restart and rebuilds', async () => {
    const events = new SqliteEventStore(join(directory, 'events.sqlite'));
    const readFile = join(directory, 'read-models.sqlite');
    await events.append('subscriber-1', [makeEvent('SubscriberJoined', { email: 'a@example.com' })], 'no_stream');
    await events.append('page-1', [makeEvent('Clicked'), makeEvent('Clicked')], 'no_stream');

    const store = new SqliteReadModelStore(readFile);
    const engine = new ProjectionEngine(events, store, [subscribersProjection(), clicksProjection()]);
    const readModels = new ReadModels(engine, store);
    await engine.start();
    expect(await readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 2 });

    const { position } = await events.append('subscriber-2', [makeEvent('SubscriberJoined', { email: 'b@example.com' })], 'no_stream');
    await engine.waitFor(position, ['subscribers']);
    expect(await readModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 2 });
    await engine.stop();
    await store.close();

    const reopened = new SqliteReadModelStore(readFile);
    const restarted = new ProjectionEngine(events, reopened, [subscribersProjection(), clicksProjection()]);
    const reopenedModels = new ReadModels(restarted, reopened);
    await restarted.start();
    await restarted.rebuild('subscribers');
    expect(await reopenedModels.get<Totals>('subscribers', 'totals', 'all')).toEqual({ id: 'all', active: 2 });
    expect((await restarted.status()).map((status) => [status.name, status.generation, status.position, status.lag])).toEqual([
      ['subscribers', 2, 4, 0],
      ['clicks', 1, 4, 0],
    ]);
    await restarted.stop();
    await reopened.close();
    await events.close();
  });

  it('creates the indexes a projection declares in its live generation and in each rebuilt one', async () => {
    const events = new SqliteEventStore(join(directory, 'indexed-events.sqlite'));
    await events.append('page-1', [makeEvent('Clicked')], 'no_stream');
    const readFile = join(directory, 'indexed-read-models.sqlite');
    const store = new SqliteReadModelStore(readFile);
    const indexed = defineProjection({ ...clicksProjection(), events: [Clicked], indexes: { perStream: [[{ field: 'clicks', direction: 'desc' }]] } });
    const engine = new ProjectionEngine(events, store, [indexed]);
    const indexedTables = () => {
      const inspect = new Database(readFile, { readonly: true });
      const tables = inspect.prepare("SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name LIKE 'ix__%'").pluck().all();
      inspect.close();
      return tables;
    };
    await engine.start();
    expect(indexedTables()).toEqual(['doc__clicks__perStream__g1']);
    await engine.rebuild('clicks');
    expect(indexedTables()).toEqual(['doc__clicks__perStream__g2']);
    await engine.stop();
    await store.close();
    await events.close();
  });

  it('fails only the projections that read an event the log cannot read back, saying why and where', async () => {
    const { log, store: events, close } = memoryEventLog([SubscriberJoined, SubscriberLeft, Clicked]);
    const store = new SqliteReadModelStore(':memory:');
    await events.append('subscriber-1', [makeEvent('SubscriberJoined', { email: 'a@example.com' })], 'no_stream');
    // Written below the log by a broken writer: the address is not a string.
    await events.append('subscriber-2', [makeEvent('SubscriberJoined', { email: 42 })], 'no_stream');
    await events.append('page-1', [makeEvent('Clicked')], 'no_stream');
    const engine = new ProjectionEngine(log, store, [subscribersProjection(), clicksProjection()]);
    const readModels = new ReadModels(engine, store);
    try {
      await engine.start();
      const [subscribers, clicks] = await engine.status();
      expect(subscribers).toMatchObject({ state: 'failed', position: 1 });
      expect(subscribers.lastError).toMatch(/^the event cannot be read: its data does not fit schema version 1 \(email: .+\) \(event SubscriberJoined at position 2\)$/);
      expect(clicks).toMatchObject({ state: 'live', position: 3, lastError: null });
      expect(await readModels.get('clicks', 'perStream', 'page-1')).toEqual({ id: 'page-1', clicks: 1 });
      await expect(engine.waitFor(3, ['subscribers'])).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      await engine.stop();
      await store.close();
      await close();
    }
  });

  it('reads the documents a batch names in one query per collection, and folds to what lookups one by one give', async () => {
    const events = new SqliteEventStore(join(directory, 'prefetch-events.sqlite'));
    const readFile = join(directory, 'prefetch-read-models.sqlite');
    const reads = { one: [] as string[], many: [] as string[][] };
    class CountingStore extends SqliteReadModelStore {
      override async get<T extends Document>(collection: string, id: string): Promise<T | null> {
        if (collection.includes('perStream')) reads.one.push(id);
        return super.get<T>(collection, id);
      }
      override async getMany(collection: string, ids: readonly string[]) {
        reads.many.push([...ids]);
        return super.getMany(collection, ids);
      }
    }
    const prefetching = defineProjection({ ...clicksProjection(), events: [Clicked], prefetch: (event) => [{ collection: 'perStream', id: event.stream }] });
    const plain = defineProjection({ ...clicksProjection(), name: 'plain', events: [Clicked] });
    for (const stream of ['page-1', 'page-2']) await events.append(stream, [makeEvent('Clicked')], 'no_stream');
    const first = new SqliteReadModelStore(readFile);
    const engine = new ProjectionEngine(events, first, [prefetching, plain]);
    await engine.start();
    await engine.stop();
    await first.close();

    // A restart: the runners know nothing of the stored documents.
    const store = new CountingStore(readFile);
    const restarted = new ProjectionEngine(events, store, [prefetching, plain]);
    const readModels = new ReadModels(restarted, store);
    await restarted.start();
    // Appended in one turn: one commit, delivered as one batch.
    await Promise.all(['page-1', 'page-2', 'page-3'].map((stream) => events.append(stream, [makeEvent('Clicked')], 'any')));
    await restarted.waitFor(await events.headPosition());
    try {
      for (const name of ['clicks', 'plain']) {
        expect(await readModels.find(name, 'perStream', { sort: { field: 'id', direction: 'asc' } })).toEqual([
          { id: 'page-1', clicks: 2 },
          { id: 'page-2', clicks: 2 },
          { id: 'page-3', clicks: 1 },
        ]);
      }
      // The prefetching projection asked once for the batch; only the plain one read row by row.
      expect(reads.many).toEqual([['page-1', 'page-2', 'page-3']]);
      expect(reads.one.sort()).toEqual(['page-1', 'page-2', 'page-3']);
    } finally {
      await restarted.stop();
      await store.close();
      await events.close();
    }
  });
});

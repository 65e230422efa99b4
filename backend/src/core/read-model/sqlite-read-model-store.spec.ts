import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import Database from 'better-sqlite3';
import { describeReadModelStoreContract } from './read-model-store.contract.js';
import { SqliteReadModelStore } from './sqlite-read-model-store.js';

const directory = mkdtempSync(join(tmpdir(), 'read-model-'));
let counter = 0;
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describeReadModelStoreContract('sqlite', async () => new SqliteReadModelStore(join(directory, `store-${++counter}.sqlite`)));

describe('SqliteReadModelStore specifics', () => {
  it('keeps documents, checkpoints and meta across a reopen of the file', async () => {
    const file = join(directory, 'reopen.sqlite');
    const first = new SqliteReadModelStore(file);
    await first.commit([{ kind: 'put', collection: 'tools', document: { id: 'a', name: 'A' } }], { name: 'p', position: 3 });
    await first.setMeta('p:generation', '2');
    await first.close();
    const second = new SqliteReadModelStore(file);
    expect(await second.get('tools', 'a')).toEqual({ id: 'a', name: 'A' });
    expect(await second.getCheckpoint('p')).toBe(3);
    expect(await second.getMeta('p:generation')).toBe('2');
    await second.close();
  });

  it('reads several documents of a collection in one call: those that exist, by id', async () => {
    const store = new SqliteReadModelStore(join(directory, 'many.sqlite'));
    expect(await store.getMany('tools', ['a'])).toEqual(new Map());
    await store.commit([{ kind: 'put', collection: 'tools', document: { id: 'a', name: 'A' } }, { kind: 'put', collection: 'tools', document: { id: "b'", name: 'B' } }], null);
    expect(await store.getMany('tools', ['a', 'missing', "b'"])).toEqual(new Map([['a', { id: 'a', name: 'A' }], ["b'", { id: "b'", name: 'B' }]]));
    expect(await store.getMany('tools', [])).toEqual(new Map());
    await store.close();
  });

  it('rejects collection and field names that are not plain identifiers', async () => {
    const store = new SqliteReadModelStore(join(directory, 'names.sqlite'));
    await expect(store.get('tools"; DROP TABLE x; --', 'a')).rejects.toThrow('collection');
    await store.commit([{ kind: 'put', collection: 'tools', document: { id: 'a' } }], { name: 'p', position: 1 });
    await expect(store.find('tools', { where: { "a') OR 1=1 --": 1 } })).rejects.toThrow('field');
    await store.close();
  });

  it('gives an indexed field a column of its own, filled for the documents already there, and an index on it', async () => {
    const file = join(directory, 'columns.sqlite');
    const store = new SqliteReadModelStore(file);
    await store.commit([{ kind: 'put', collection: 'people', document: { id: 'a', status: 'active', tags: ['x'] } }], { name: 'p', position: 1 });
    await store.ensureIndex('people', [{ field: 'status' }, { field: 'tags' }]);
    await store.commit([{ kind: 'put', collection: 'people', document: { id: 'b', status: true } }], { name: 'p', position: 2 });
    const inspect = new Database(file, { readonly: true });
    expect(inspect.prepare('SELECT id, f_status, f_tags FROM doc__people ORDER BY id').all()).toEqual([
      { id: 'a', f_status: 'active', f_tags: null },
      { id: 'b', f_status: 1, f_tags: null },
    ]);
    const plan = inspect.prepare("EXPLAIN QUERY PLAN SELECT count(*) FROM doc__people WHERE \"f_status\" = 'active'").all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toMatch(/COVERING INDEX/);
    inspect.close();
    await store.close();
  });

  it('writes the columns another process added on the same file, and does not add them twice', async () => {
    const file = join(directory, 'two-processes.sqlite');
    const first = new SqliteReadModelStore(file);
    const second = new SqliteReadModelStore(file);
    await first.commit([{ kind: 'put', collection: 'people', document: { id: 'a', status: 'active' } }], { name: 'p', position: 1 });
    await second.commit([{ kind: 'put', collection: 'people', document: { id: 'b', status: 'active' } }], { name: 'p', position: 2 });
    await first.ensureIndex('people', [{ field: 'status' }]);
    await second.ensureIndex('people', [{ field: 'status' }]);
    await second.commit([{ kind: 'put', collection: 'people', document: { id: 'c', status: 'active' } }], { name: 'p', position: 3 });
    expect(await first.count('people', { where: { status: 'active' } })).toBe(3);
    await first.ensureIndex('people', [{ field: 'email' }]);
    await second.commit([{ kind: 'put', collection: 'people', document: { id: 'd', email: 'd@example.com' } }], { name: 'p', position: 4 });
    expect((await first.find('people', { prefix: { field: 'email', prefix: 'd@' } })).map((document) => document.id)).toEqual(['d']);
    await first.close();
    await second.close();
  });

  describe('purging overwritten pages while another connection reads', () => {
    const holdRead = (file: string) => {
      const reader = new Database(file);
      reader.exec('BEGIN');
      reader.prepare('SELECT count(*) FROM read_model_checkpoints').get();
      return reader;
    };
    const walBytes = (file: string) => statSync(`${file}-wal`).size;

    it('tries the checkpoint again until the reader is done, then answers true with the WAL emptied', async () => {
      const file = join(directory, `purge-${++counter}.sqlite`);
      const store = new SqliteReadModelStore(file);
      await store.commit([{ kind: 'put', collection: 'people', document: { id: 'a', email: 'a@example.com' } }], { name: 'p', position: 1 });
      const reader = holdRead(file);

      const purging = store.purgeOverwritten();
      // The first attempt has run (synchronously, before the first pause) and the reader kept the WAL.
      expect(walBytes(file)).toBeGreaterThan(0);
      reader.exec('COMMIT');

      expect(await purging).toBe(true);
      expect(walBytes(file)).toBe(0);
      reader.close();
      await store.close();
    });

    it('gives up after its patience while the reader holds on, and answers false, never waiting out the busy timeout', async () => {
      const file = join(directory, `purge-${++counter}.sqlite`);
      const busyTimeoutMs = 3000;
      const store = new SqliteReadModelStore(file, { busyTimeoutMs, purgePatienceMs: 150 });
      await store.commit([{ kind: 'put', collection: 'people', document: { id: 'a', email: 'a@example.com' } }], { name: 'p', position: 1 });
      const reader = holdRead(file);

      const started = Date.now();
      expect(await store.purgeOverwritten()).toBe(false);
      // An attempt that waited in SQLite's busy handler would have blocked this thread for the whole busy timeout.
      expect(Date.now() - started).toBeLessThan(busyTimeoutMs);
      expect(walBytes(file)).toBeGreaterThan(0);
      reader.exec('COMMIT');
      reader.close();
      await store.close();
    });
  });
});

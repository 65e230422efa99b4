import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Document } from '../read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { compareCollections } from './generation-drift.js';

const directory = mkdtempSync(join(tmpdir(), 'drift-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('compareCollections', () => {
  it('finds every document missing, extra or changed across many pages, whatever order the fields were written in', async () => {
    const store = new SqliteReadModelStore(join(directory, 'drift.sqlite'));
    const documents: Document[] = Array.from({ length: 4500 }, (_, index) => ({ id: `d${String(index).padStart(5, '0')}`, count: index, nested: { a: 1, b: [index] } }));
    const put = (collection: string, list: Document[]) =>
      store.commit(
        list.map((document) => ({ kind: 'put' as const, collection, document })),
        { name: collection, position: 1 },
      );
    await put('rebuilt', documents);
    const live = documents
      .filter((document) => document.id !== 'd02000' && document.id !== 'd04499')
      .map((document) => (document.id === 'd01999' ? { ...document, count: -1 } : { nested: { b: document.nested, a: 1 }.b, count: document.count, id: document.id }));
    await put('live', [...live, { id: 'd02000x', count: 0 }, { id: 'é', count: 1 }]);
    expect(await compareCollections(store, 'things', 'live', 'rebuilt')).toEqual({
      collection: 'things',
      missing: 2,
      unexpected: 2,
      changed: 1,
      sampleIds: ['d01999', 'd02000', 'd02000x', 'd04499', 'é'],
    });
    expect(await compareCollections(store, 'things', 'rebuilt', 'rebuilt')).toMatchObject({ missing: 0, unexpected: 0, changed: 0, sampleIds: [] });
    await store.close();
  });
});

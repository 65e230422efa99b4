import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
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

  it('rejects collection and field names that are not plain identifiers', async () => {
    const store = new SqliteReadModelStore(join(directory, 'names.sqlite'));
    await expect(store.get('tools"; DROP TABLE x; --', 'a')).rejects.toThrow('collection');
    await store.commit([{ kind: 'put', collection: 'tools', document: { id: 'a' } }], { name: 'p', position: 1 });
    await expect(store.find('tools', { where: { "a') OR 1=1 --": 1 } })).rejects.toThrow('field');
    await store.close();
  });
});

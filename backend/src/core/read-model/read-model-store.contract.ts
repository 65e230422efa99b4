import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type Document, FencedOffError, type FindOptions, type ReadModelStore, type Where } from './read-model-store.port.js';
import { describeReadModelQueryContract } from './read-model-query.contract.js';

/**
 * The behaviour every ReadModelStore adapter must show. `factory` returns a fresh, empty store;
 * each test gets its own and closes it.
 */
export const describeReadModelStoreContract = (name: string, factory: () => Promise<ReadModelStore>): void => {
  describe(`ReadModelStore contract: ${name}`, () => {
    let store: ReadModelStore;

    beforeEach(async () => {
      store = await factory();
    });

    afterEach(async () => {
      await store.close();
    });

    const tools: Document[] = [
      { id: 't1', name: 'Alpha', category: 'writing', rank: 3, partner: true, note: null },
      { id: 't2', name: 'Beta', category: 'coding', rank: 1, partner: false },
      { id: 't3', name: 'Gamma', category: 'writing', rank: 2, partner: false, note: 'x' },
      { id: 't4', name: 'Delta', category: 'writing', rank: 4, partner: true },
    ];
    const putAll = (collection: string, documents: Document[]) =>
      documents.map((document) => ({ kind: 'put' as const, collection, document }));

    it('answers empty for a collection that was never written', async () => {
      expect(await store.get('nothing', 'a')).toBeNull();
      expect(await store.find('nothing')).toEqual([]);
      expect(await store.count('nothing')).toBe(0);
      expect(await store.getCheckpoint('nobody')).toBeNull();
      expect(await store.getMeta('unset')).toBeNull();
    });

    it('stores documents and the checkpoint in one commit', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 7 });
      expect(await store.get('tools', 't3')).toEqual(tools[2]);
      expect(await store.count('tools')).toBe(4);
      expect(await store.getCheckpoint('catalogue')).toBe(7);
    });

    it('replaces a document on put and removes it on delete', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 1 });
      await store.commit(
        [
          { kind: 'put', collection: 'tools', document: { id: 't1', name: 'Alpha 2' } },
          { kind: 'delete', collection: 'tools', id: 't2' },
          { kind: 'delete', collection: 'tools', id: 'never-existed' },
        ],
        { name: 'catalogue', position: 2 },
      );
      expect(await store.get('tools', 't1')).toEqual({ id: 't1', name: 'Alpha 2' });
      expect(await store.get('tools', 't2')).toBeNull();
      expect(await store.count('tools')).toBe(3);
      expect(await store.getCheckpoint('catalogue')).toBe(2);
    });

    it('keeps collections apart', async () => {
      await store.commit([...putAll('left', tools.slice(0, 2)), ...putAll('right', tools.slice(2))], { name: 'p', position: 1 });
      expect((await store.find('left')).map((document) => document.id).sort()).toEqual(['t1', 't2']);
      expect(await store.get('right', 't1')).toBeNull();
    });

    it('finds with equality on strings, numbers, booleans, null and id', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 1 });
      const ids = async (where: Record<string, string | number | boolean | null>) =>
        (await store.find('tools', { where, sort: { field: 'id', direction: 'asc' } })).map((document) => document.id);
      expect(await ids({ category: 'writing' })).toEqual(['t1', 't3', 't4']);
      expect(await ids({ category: 'writing', partner: true })).toEqual(['t1', 't4']);
      expect(await ids({ rank: 2 })).toEqual(['t3']);
      expect(await ids({ partner: false })).toEqual(['t2', 't3']);
      expect(await ids({ note: null })).toEqual(['t1', 't2', 't4']);
      expect(await ids({ id: 't4' })).toEqual(['t4']);
      expect(await ids({ rank: '2' })).toEqual([]);
      expect(await store.count('tools', { where: { category: 'writing' } })).toBe(3);
    });

    it('sorts, limits and offsets', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 1 });
      const byRank = await store.find('tools', { sort: { field: 'rank', direction: 'asc' } });
      expect(byRank.map((document) => document.id)).toEqual(['t2', 't3', 't1', 't4']);
      const page = await store.find('tools', { sort: { field: 'rank', direction: 'desc' }, limit: 2, offset: 1 });
      expect(page.map((document) => document.id)).toEqual(['t1', 't3']);
      const byName = await store.find('tools', { where: { category: 'writing' }, sort: { field: 'name', direction: 'desc' }, limit: 2 });
      expect(byName.map((document) => document.name)).toEqual(['Gamma', 'Delta']);
      expect(await store.find('tools', { offset: 3, sort: { field: 'id', direction: 'asc' } })).toEqual([tools[3]]);
    });

    it('reads limit and offset as whole numbers of 0 or more, limit 0 answering no document', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 1 });
      const byId = { field: 'id', direction: 'asc' } as const;
      expect(await store.find('tools', { limit: 0 })).toEqual([]);
      expect(await store.find('tools', { limit: 0, offset: 1, sort: byId })).toEqual([]);
      expect(await store.find('nothing', { limit: 0 })).toEqual([]);
      expect((await store.find('tools', { limit: 1, offset: 0, sort: byId })).map((document) => document.id)).toEqual(['t1']);
      expect(await store.find('tools', { offset: 10, sort: byId })).toEqual([]);
      const refused: FindOptions[] = [{ limit: -1 }, { limit: 1.5 }, { limit: Number.NaN }, { limit: Infinity }, { offset: -1 }, { offset: 0.5 }];
      for (const options of refused) {
        await expect(store.find('tools', options)).rejects.toMatchObject({ kind: 'validation' });
        await expect(store.find('nothing', options)).rejects.toMatchObject({ kind: 'validation' });
      }
    });

    it('never matches an array or object field by equality, not even through its elements', async () => {
      await store.commit(
        putAll('tagged', [
          { id: 'a', tag: ['x', 'y'], maybe: [null], score: [1, 2], nested: { tag: 'x' } },
          { id: 'b', tag: 'x', maybe: null, score: 1, nested: 'x' },
        ]),
        { name: 'tags', position: 1 },
      );
      const ids = async (where: Where) => (await store.find('tagged', { where })).map((document) => document.id);
      expect(await ids({ tag: 'x' })).toEqual(['b']);
      expect(await ids({ maybe: null })).toEqual(['b']);
      expect(await ids({ score: 1 })).toEqual(['b']);
      expect(await ids({ nested: 'x' })).toEqual(['b']);
      expect(await store.count('tagged', { where: { tag: 'y' } })).toBe(0);
      expect(await store.count('tagged', { where: { score: 2 } })).toBe(0);
    });

    it('compares id with strings only', async () => {
      await store.commit(putAll('numbered', [{ id: '1', n: 1 }, { id: 'true' }]), { name: 'n', position: 1 });
      expect(await store.find('numbered', { where: { id: 1 } })).toEqual([]);
      expect(await store.find('numbered', { where: { id: true } })).toEqual([]);
      expect(await store.find('numbered', { where: { id: null } })).toEqual([]);
      expect(await store.count('numbered', { where: { id: '1' } })).toBe(1);
    });

    it('refuses filters, sorts and documents outside the port’s meaning, before asking the store', async () => {
      await store.commit(putAll('tools', tools), { name: 'catalogue', position: 1 });
      const badWheres = [{ note: undefined }, { rank: Number.NaN }, { rank: Infinity }, { tag: ['x'] }, { nested: { a: 1 } }, { _id: 't1' }];
      for (const where of badWheres as unknown as Where[]) {
        await expect(store.find('tools', { where })).rejects.toMatchObject({ kind: 'validation' });
        await expect(store.count('tools', { where })).rejects.toMatchObject({ kind: 'validation' });
      }
      const badSorts = [{ field: '_id', direction: 'asc' }, { field: 'rank', direction: 'up' }] as unknown as FindOptions['sort'][];
      for (const sort of badSorts) {
        await expect(store.find('tools', { sort })).rejects.toMatchObject({ kind: 'validation' });
      }
      await expect(
        store.commit([{ kind: 'put', collection: 'tools', document: { id: 't9', _id: 'other' } }], { name: 'catalogue', position: 2 }),
      ).rejects.toMatchObject({ kind: 'validation' });
      expect(await store.get('tools', 't9')).toBeNull();
    });

    it('sorts missing and null values first ascending and last descending, ties by id', async () => {
      await store.commit(
        putAll('ranked', [{ id: 'a', rank: 2 }, { id: 'b' }, { id: 'c', rank: null }, { id: 'd', rank: 1 }, { id: 'e', rank: 2 }]),
        { name: 'ranked', position: 1 },
      );
      const order = async (direction: 'asc' | 'desc') =>
        (await store.find('ranked', { sort: { field: 'rank', direction } })).map((document) => document.id);
      expect(await order('asc')).toEqual(['b', 'c', 'd', 'a', 'e']);
      expect(await order('desc')).toEqual(['a', 'e', 'd', 'b', 'c']);
    });

    it('rolls back documents and checkpoint when a commit fails midway', async () => {
      await store.commit(putAll('tools', tools.slice(0, 1)), { name: 'catalogue', position: 1 });
      const invalid = { id: 'bad', size: BigInt(1) } as unknown as Document;
      await expect(
        store.commit(
          [
            { kind: 'put', collection: 'tools', document: { id: 't1', name: 'changed' } },
            { kind: 'delete', collection: 'tools', id: 't1' },
            { kind: 'put', collection: 'fresh', document: { id: 'f1' } },
            { kind: 'put', collection: 'tools', document: invalid },
          ],
          { name: 'catalogue', position: 2 },
        ),
      ).rejects.toThrow();
      expect(await store.get('tools', 't1')).toEqual(tools[0]);
      expect(await store.count('fresh')).toBe(0);
      expect(await store.getCheckpoint('catalogue')).toBe(1);
      // The store is still usable afterwards.
      await store.commit(putAll('fresh', [{ id: 'f2' }]), { name: 'catalogue', position: 3 });
      expect(await store.get('fresh', 'f2')).toEqual({ id: 'f2' });
    });

    it('refuses a document without an id and keeps the checkpoint', async () => {
      const noId = { name: 'x' } as unknown as Document;
      await expect(store.commit([{ kind: 'put', collection: 'tools', document: noId }], { name: 'c', position: 9 })).rejects.toThrow();
      expect(await store.getCheckpoint('c')).toBeNull();
    });

    it('drops a collection and leaves the others', async () => {
      await store.commit([...putAll('old', tools), ...putAll('kept', tools)], { name: 'p', position: 1 });
      await store.dropCollection('old');
      await store.dropCollection('never-existed');
      expect(await store.count('old')).toBe(0);
      expect(await store.count('kept')).toBe(4);
      await store.commit(putAll('old', tools.slice(0, 1)), { name: 'p', position: 2 });
      expect(await store.count('old')).toBe(1);
    });

    it('keeps meta values and overwrites them', async () => {
      await store.setMeta('catalogue:generation', '1');
      await store.setMeta('catalogue:generation', '2');
      expect(await store.getMeta('catalogue:generation')).toBe('2');
    });

    it('commits an empty change list to move only the checkpoint', async () => {
      await store.commit([], { name: 'idle', position: 40 });
      await store.commit([], { name: 'idle', position: 0 });
      expect(await store.getCheckpoint('idle')).toBe(0);
    });

    it('writes meta values in the commit, and commits without a checkpoint', async () => {
      await store.commit(putAll('tools', tools.slice(0, 1)), null, { meta: { 'p:live': '{"generation":2}', 'p:other': 'x' } });
      expect(await store.get('tools', 't1')).toEqual(tools[0]);
      expect(await store.getMeta('p:live')).toBe('{"generation":2}');
      expect(await store.getMeta('p:other')).toBe('x');
    });

    it('refuses a commit under an older fencing token and writes nothing of it', async () => {
      const fence = (token: number) => ({ name: 'projections', token });
      await store.commit(putAll('tools', tools.slice(0, 1)), { name: 'catalogue', position: 1 }, { fence: fence(2), meta: { live: 'a' } });
      // The same token and newer ones pass; each newer one is remembered.
      await store.commit([], { name: 'catalogue', position: 2 }, { fence: fence(2) });
      await store.commit([], { name: 'catalogue', position: 3 }, { fence: fence(3) });
      const stale = store.commit(putAll('tools', tools.slice(1, 2)), { name: 'catalogue', position: 9 }, { fence: fence(2), meta: { live: 'b' } });
      await expect(stale).rejects.toBeInstanceOf(FencedOffError);
      await expect(store.commit([], null, { fence: fence(2) })).rejects.toThrow('fencing token 2 of projections is older than 3');
      expect(await store.get('tools', 't2')).toBeNull();
      expect(await store.getCheckpoint('catalogue')).toBe(3);
      expect(await store.getMeta('live')).toBe('a');
      // Fences of other names and unfenced commits are not affected.
      await store.commit([], null, { fence: { name: 'job:other', token: 1 } });
      await store.commit(putAll('tools', tools.slice(1, 2)), { name: 'catalogue', position: 4 });
      expect(await store.get('tools', 't2')).toEqual(tools[1]);
    });

    it('refuses a drop under an older fencing token', async () => {
      await store.commit(putAll('kept', tools), null, { fence: { name: 'projections', token: 5 } });
      await expect(store.dropCollection('kept', { fence: { name: 'projections', token: 4 } })).rejects.toBeInstanceOf(FencedOffError);
      expect(await store.count('kept')).toBe(4);
      await store.dropCollection('kept', { fence: { name: 'projections', token: 5 } });
      expect(await store.count('kept')).toBe(0);
    });

    it('lists the collections that hold documents, not the dropped ones', async () => {
      await store.commit([...putAll('blog__posts__g1', tools), ...putAll('blog__posts__g2', tools)], { name: 'blog__g2', position: 1 });
      await store.setMeta('blog:live', '2');
      await store.dropCollection('blog__posts__g1');
      const listed = await store.listCollections();
      expect(listed).toContain('blog__posts__g2');
      expect(listed).not.toContain('blog__posts__g1');
    });
  });
  describeReadModelQueryContract(name, factory);
};

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { Document, FindOptions, ReadModelStore } from './read-model-store.port.js';

/**
 * The port's ranges, prefixes, keyset paging and indexes, the same on every adapter (part of the
 * ReadModelStore contract; see read-model-store.contract.ts).
 */
export const describeReadModelQueryContract = (name: string, factory: () => Promise<ReadModelStore>): void => {
  describe(`ReadModelStore contract, ranges, prefixes, paging and indexes: ${name}`, () => {
    let store: ReadModelStore;

    beforeEach(async () => {
      store = await factory();
    });

    afterEach(async () => {
      await store.close();
    });

    const put = (collection: string, documents: Document[]) =>
      store.commit(
        documents.map((document) => ({ kind: 'put' as const, collection, document })),
        { name: collection, position: 1 },
      );
    const ids = async (collection: string, options: FindOptions) =>
      (await store.find(collection, { sort: { field: 'id', direction: 'asc' }, ...options })).map((document) => document.id);

    const mixed: Document[] = [
      { id: 'a', value: 'apple' },
      { id: 'b', value: 'banana' },
      { id: 'c', value: 3 },
      { id: 'd', value: 10 },
      { id: 'e', value: true },
      { id: 'f', value: null },
      { id: 'g' },
      { id: 'h', value: ['banana'] },
      { id: 'i', value: { nested: 'banana' } },
      { id: 'j', value: 'Banana' },
      { id: 'k', value: 1 },
    ];

    it('finds and counts values within a range, of the bounds’ type only', async () => {
      await put('mixed', mixed);
      expect(await ids('mixed', { range: { field: 'value', gte: 'apple', lt: 'c' } })).toEqual(['a', 'b']);
      expect(await ids('mixed', { range: { field: 'value', gt: 'apple' } })).toEqual(['b']);
      expect(await ids('mixed', { range: { field: 'value', lte: 'banana' } })).toEqual(['a', 'b', 'j']);
      expect(await ids('mixed', { range: { field: 'value', gte: 0 } })).toEqual(['c', 'd', 'k']);
      expect(await ids('mixed', { range: { field: 'value', gt: 1, lte: 10 } })).toEqual(['c', 'd']);
      expect(await ids('mixed', { range: { field: 'value', lt: 2 } })).toEqual(['k']);
      expect(await store.count('mixed', { range: { field: 'value', gte: 'a' } })).toBe(2);
      expect(await ids('mixed', { range: { field: 'id', gte: 'c', lt: 'f' } })).toEqual(['c', 'd', 'e']);
      expect(await ids('mixed', { range: { field: 'id', gte: 0 } })).toEqual([]);
    });

    it('finds and counts strings by prefix, case-sensitive, never other types', async () => {
      await put('mixed', [...mixed, { id: 'l', value: 'bandana' }, { id: 'm', value: 'ba' }, { id: 'n', value: 'éclair' }, { id: 'o', value: '🍌 split' }]);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: 'ban' } })).toEqual(['b', 'l']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: 'Ban' } })).toEqual(['j']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: 'ba' } })).toEqual(['b', 'l', 'm']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: 'é' } })).toEqual(['n']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: '🍌' } })).toEqual(['o']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: '1' } })).toEqual([]);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: '' } })).toEqual(['a', 'b', 'j', 'l', 'm', 'n', 'o']);
      expect(await ids('mixed', { prefix: { field: 'value', prefix: 'a.' } })).toEqual([]);
      expect(await ids('mixed', { prefix: { field: 'id', prefix: 'm' } })).toEqual(['m']);
      expect(await store.count('mixed', { prefix: { field: 'value', prefix: 'ban' } })).toBe(2);
    });

    it('combines equality, a range and a prefix', async () => {
      await put('people', [
        { id: 'p1', status: 'active', email: 'ann@example.com', joined: '2025-01-01' },
        { id: 'p2', status: 'active', email: 'anna@example.com', joined: '2025-02-01' },
        { id: 'p3', status: 'gone', email: 'andy@example.com', joined: '2025-02-02' },
        { id: 'p4', status: 'active', email: 'bob@example.com', joined: '2025-02-03' },
      ]);
      const filter = { where: { status: 'active' }, prefix: { field: 'email', prefix: 'an' }, range: { field: 'joined', gte: '2025-01-15' } };
      expect(await ids('people', filter)).toEqual(['p2']);
      expect(await store.count('people', filter)).toBe(1);
    });

    const ranked: Document[] = [
      { id: 'r1', rank: 2, group: 'x' },
      { id: 'r2' },
      { id: 'r3', rank: null, group: 'x' },
      { id: 'r4', rank: 1, group: 'y' },
      { id: 'r5', rank: 2, group: 'x' },
      { id: 'r6', rank: 5, group: 'x' },
      { id: 'r7', rank: 2, group: 'y' },
    ];

    const pageThrough = async (options: FindOptions & { sort: NonNullable<FindOptions['sort']> }, size: number) => {
      const seen: string[] = [];
      let after: FindOptions['after'];
      for (let page = 0; page < 20; page++) {
        const documents = await store.find('ranked', { ...options, limit: size, ...(after ? { after } : {}) });
        seen.push(...documents.map((document) => document.id));
        const last = documents.at(-1);
        if (documents.length < size || !last) return seen;
        const value = last[options.sort.field];
        after = { value: value === undefined ? null : (value as string | number | null), id: last.id };
      }
      throw new Error('paging did not end');
    };

    it('pages through a sorted list with a cursor, each document once, nulls where the sort puts them', async () => {
      await put('ranked', ranked);
      for (const direction of ['asc', 'desc'] as const) {
        const whole = (await store.find('ranked', { sort: { field: 'rank', direction } })).map((document) => document.id);
        for (const size of [1, 2, 3]) expect(await pageThrough({ sort: { field: 'rank', direction } }, size)).toEqual(whole);
      }
      expect(await pageThrough({ sort: { field: 'rank', direction: 'desc' } }, 2)).toEqual(['r6', 'r1', 'r5', 'r7', 'r4', 'r2', 'r3']);
      expect(await pageThrough({ sort: { field: 'id', direction: 'desc' } }, 3)).toEqual(['r7', 'r6', 'r5', 'r4', 'r3', 'r2', 'r1']);
      expect(await pageThrough({ where: { group: 'x' }, sort: { field: 'rank', direction: 'asc' } }, 2)).toEqual(['r3', 'r1', 'r5', 'r6']);
    });

    it('answers what follows a cursor even when the cursor’s document is gone', async () => {
      await put('ranked', ranked);
      const after = { value: 2, id: 'r2' };
      const following = await store.find('ranked', { sort: { field: 'rank', direction: 'desc' }, after, limit: 10 });
      expect(following.map((document) => document.id)).toEqual(['r5', 'r7', 'r4', 'r2', 'r3']);
      const fromNull = await store.find('ranked', { sort: { field: 'rank', direction: 'asc' }, after: { value: null, id: 'r2' } });
      expect(fromNull.map((document) => document.id)).toEqual(['r3', 'r4', 'r1', 'r5', 'r7', 'r6']);
    });

    it('refuses ranges, prefixes and cursors outside the port’s meaning', async () => {
      await put('ranked', ranked);
      const refused: FindOptions[] = [
        { range: { field: 'rank' } },
        { range: { field: 'rank', gt: 1, lt: 'z' } },
        { range: { field: 'rank', gt: Number.NaN } },
        { range: { field: 'rank', gt: true } } as unknown as FindOptions,
        { range: { field: '_id', gt: 'a' } },
        { prefix: { field: 'rank', prefix: 1 } } as unknown as FindOptions,
        { after: { value: 1, id: 'r1' } },
        { sort: { field: 'rank', direction: 'asc' }, after: { value: 1, id: 'r1' }, offset: 1 },
        { sort: { field: 'rank', direction: 'asc' }, after: { value: true, id: 'r1' } } as unknown as FindOptions,
      ];
      for (const options of refused) await expect(store.find('ranked', options)).rejects.toMatchObject({ kind: 'validation' });
      await expect(store.count('ranked', { range: { field: 'rank' } })).rejects.toMatchObject({ kind: 'validation' });
    });

    it('answers every query the same with its fields indexed as without, whatever types the fields hold', async () => {
      // value and rank hold every type (conditions are defined for them); label, score and flag one type each (sorts are).
      const typed = (index: number) => ({ label: index % 4 === 0 ? null : `label ${index % 5}`, score: (index * 7) % 11, flag: index % 3 === 0 });
      const documents: Document[] = [
        ...mixed,
        ...ranked.map((document) => ({ ...document, value: document.rank })),
        { id: 'x1', value: false, rank: true },
        { id: 'x2', value: 0, rank: false },
        { id: 'x3', value: '[1]', rank: '{"a":1}' },
        { id: 'x4', value: [1], rank: { a: 1 } },
        { id: 'x5', value: 2.5, rank: -1 },
        { id: 'x6', value: '', rank: 'z' },
      ].map((document, index) => ({ ...document, ...typed(index) }));
      const queries: FindOptions[] = [
        ...[['apple'], [3], [1], [0], [true], [false], [null], ['[1]'], ['{"a":1}'], [2]].map(([value]) => ({ where: { value } })),
        ...[[2], [null], [true], [false], ['{"a":1}'], [-1]].map(([rank]) => ({ where: { rank } })),
        { range: { field: 'value', gte: 'a' } },
        { range: { field: 'value', lt: 'c' } },
        { range: { field: 'value', gt: 0, lte: 10 } },
        { range: { field: 'value', lt: 1 } },
        { range: { field: 'value', gte: 0, lte: 1 } },
        { range: { field: 'rank', lte: 2 } },
        ...['ban', 'B', '', '[', '{', 'z'].map((text) => ({ prefix: { field: 'value', prefix: text } })),
        { prefix: { field: 'rank', prefix: '{' } },
        { where: { group: 'x' }, range: { field: 'rank', gte: 1 } },
        { where: { flag: true }, range: { field: 'score', lt: 6 } },
        { where: { label: null } },
        { prefix: { field: 'label', prefix: 'label 1' } },
      ];
      const sorts: FindOptions[] = (['label', 'score', 'flag'] as const).flatMap((field) =>
        (['asc', 'desc'] as const).map((direction) => ({ sort: { field, direction } })),
      );
      const answer = async (collection: string) => {
        const found = [];
        for (const options of queries) found.push(await ids(collection, options), await store.count(collection, options));
        for (const options of sorts) {
          const sorted = await store.find(collection, options);
          found.push(sorted.map((document) => document.id));
          const sort = options.sort!;
          for (const [index, { id, [sort.field]: value }] of sorted.entries()) {
            const after = { value: typeof value === 'string' || typeof value === 'number' ? value : null, id };
            if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number') {
              found.push(index, (await store.find(collection, { sort, after, limit: 3 })).map((document) => document.id));
            }
          }
        }
        return found;
      };
      await put('plain', documents);
      await put('indexed', documents);
      const indexes = [[{ field: 'value' }], [{ field: 'rank', direction: 'desc' as const }], [{ field: 'group' }, { field: 'rank' }], [{ field: 'label' }], [{ field: 'flag' }, { field: 'score', direction: 'desc' as const }]];
      for (const keys of indexes) {
        await store.ensureIndex('indexed', keys);
      }
      expect(await answer('indexed')).toEqual(await answer('plain'));
      // Documents written after the index exists land in its columns too.
      const late = { id: 'late', value: 'banana', rank: 2, group: 'x', label: 'label 1', score: 3, flag: true };
      for (const collection of ['indexed', 'plain']) await store.commit([{ kind: 'put', collection, document: late }], { name: 'late', position: 2 });
      expect(await answer('indexed')).toEqual(await answer('plain'));
    });

    it('creates an index once, answering the same with it, and again after the collection is dropped', async () => {
      await store.ensureIndex('indexed', [{ field: 'group' }, { field: 'rank', direction: 'desc' }]);
      await store.ensureIndex('indexed', [{ field: 'group' }, { field: 'rank', direction: 'desc' }]);
      expect(await store.find('indexed')).toEqual([]);
      await put('indexed', ranked);
      const options: FindOptions = { where: { group: 'x' }, sort: { field: 'rank', direction: 'desc' } };
      expect((await store.find('indexed', options)).map((document) => document.id)).toEqual(['r6', 'r1', 'r5', 'r3']);
      expect(await store.count('indexed', { where: { group: 'y' } })).toBe(2);
      await store.dropCollection('indexed');
      await store.ensureIndex('indexed', [{ field: 'group' }]);
      expect(await store.count('indexed')).toBe(0);
      await expect(store.ensureIndex('indexed', [])).rejects.toMatchObject({ kind: 'validation' });
      await expect(store.ensureIndex('indexed', [{ field: 'a.b' }])).rejects.toMatchObject({ kind: 'validation' });
    });
  });
};

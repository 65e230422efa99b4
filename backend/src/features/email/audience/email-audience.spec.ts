import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryBus } from '@nestjs/cqrs';
import { ReadModels } from '../../../core/projections/read-models.js';
import type { FindOptions } from '../../../core/read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../../../core/read-model/sqlite-read-model-store.js';
import { EmailAudience } from './email-audience.js';

const ids = Array.from({ length: 23 }, (_, index) => `0193b7a2-0000-7000-8000-${String(index).padStart(12, '0')}`);

describe('EmailAudience.eligibleIdPages', () => {
  const stores: SqliteReadModelStore[] = [];
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it('answers every eligible id once, in id order, a page at a time, each page read after the last one (keyset, no offset)', async () => {
    const store = new SqliteReadModelStore(':memory:');
    stores.push(store);
    // Written out of order: the pages come back in id order all the same.
    await store.commit([...ids].reverse().map((id) => ({ kind: 'put' as const, collection: 'daily', document: { id, frequency: 'daily' } })), null);
    const reads: FindOptions[] = [];
    const find = store.find.bind(store);
    store.find = ((collection: string, options?: FindOptions) => {
      reads.push(options ?? {});
      return find(collection, options);
    }) as typeof store.find;
    // The listing reads the audience read model only; its query bus (the sender's address lookup) is never asked.
    const unusedQueries = Object.create(QueryBus.prototype) as QueryBus;
    const audience = new EmailAudience(new ReadModels({ collectionName: async (_projection, logical) => logical }, store), unusedQueries);

    const pages: string[][] = [];
    for await (const page of audience.eligibleIdPages('daily', 10)) pages.push(page);

    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages.flat()).toEqual(ids);
    expect(reads.map((options) => [options.limit, options.offset, options.after?.id ?? null])).toEqual([
      [10, undefined, null],
      [10, undefined, ids[9]],
      [10, undefined, ids[19]],
    ]);
  });
});

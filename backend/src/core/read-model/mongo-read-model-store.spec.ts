import { afterEach, describe, expect, it } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { describeWithServer } from '../testing/describe-with-server.js';
import { describeReadModelStoreContract } from './read-model-store.contract.js';
import { MongoReadModelStore, toFilter } from './mongo-read-model-store.js';

describeWithServer('MONGODB_URL', 'MongoReadModelStore', (url) => {
  let counter = 0;
  describeReadModelStoreContract('mongodb', async () => {
    const store = new MongoReadModelStore(url, `read_model_test_${process.pid}_${++counter}`);
    await store.dropDatabase();
    return store;
  });
});

// Nothing listens on port 9 here: each connection attempt fails after the short server selection timeout.
const UNREACHABLE = 'mongodb://127.0.0.1:9/?serverSelectionTimeoutMS=150&connectTimeoutMS=150&directConnection=true';

describe('MongoReadModelStore without a server', () => {
  let store: MongoReadModelStore;
  let attempts: number;

  const unreachableStore = () => {
    const client = new MongoClient(UNREACHABLE);
    attempts = 0;
    client.on('topologyOpening', () => {
      attempts += 1;
    });
    store = new MongoReadModelStore(client, 'read_models');
    return store;
  };

  afterEach(async () => {
    await store.close();
  });

  it('tries to connect again on the next call after a failed connection', async () => {
    unreachableStore();
    await expect(store.getMeta('a')).rejects.toThrow();
    await expect(store.getCheckpoint('b')).rejects.toThrow();
    await expect(store.find('tools')).rejects.toThrow();
    expect(attempts).toBe(3);
  });

  it('answers limit 0 with no document without asking the server', async () => {
    unreachableStore();
    expect(await store.find('tools', { limit: 0, where: { category: 'writing' } })).toEqual([]);
    expect(attempts).toBe(0);
  });

  it('refuses options outside the port before connecting', async () => {
    unreachableStore();
    await expect(store.find('tools', { limit: -1 })).rejects.toMatchObject({ kind: 'validation' });
    await expect(store.count('tools', { where: { tag: ['x'] } as unknown as Record<string, string> })).rejects.toMatchObject({ kind: 'validation' });
    expect(attempts).toBe(0);
  });

  it('rules arrays out of equality filters, which MongoDB would match by element', () => {
    expect(toFilter({ where: { id: 't1', tag: 'x', note: null } })).toEqual({
      _id: { $eq: 't1' },
      tag: { $eq: 'x', $not: { $type: 'array' } },
      note: { $eq: null, $not: { $type: 'array' } },
    });
  });

  it('ANDs a range, an anchored escaped prefix and a keyset cursor to the equality, arrays ruled out', () => {
    expect(
      toFilter(
        { where: { status: 'active' }, range: { field: 'joined', gte: '2025-01-01', lt: '2025-02-01' }, prefix: { field: 'email', prefix: 'a.b+' } },
        { sort: { field: 'joined', direction: 'desc' }, after: { value: '2025-01-20', id: 'p9' } },
      ),
    ).toEqual({
      $and: [
        { status: { $eq: 'active', $not: { $type: 'array' } } },
        { joined: { $gte: '2025-01-01', $lt: '2025-02-01', $not: { $type: 'array' } } },
        { email: { $regex: '^a\\.b\\+', $not: { $type: 'array' } } },
        { $or: [{ joined: { $lt: '2025-01-20' } }, { joined: '2025-01-20', _id: { $gt: 'p9' } }, { joined: null }] },
      ],
    });
  });

  it('puts a null cursor before every value ascending and among the nulls descending', () => {
    const after = { value: null, id: 'p1' };
    expect(toFilter({}, { sort: { field: 'rank', direction: 'asc' }, after })).toEqual({
      $and: [{}, { $or: [{ rank: null, _id: { $gt: 'p1' } }, { rank: { $ne: null } }] }],
    });
    expect(toFilter({}, { sort: { field: 'rank', direction: 'desc' }, after })).toEqual({ $and: [{}, { rank: null, _id: { $gt: 'p1' } }] });
    expect(toFilter({}, { sort: { field: 'id', direction: 'desc' }, after })).toEqual({ $and: [{}, { _id: { $lt: 'p1' } }] });
  });
});

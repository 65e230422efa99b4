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
    await expect(store.count('tools', { tag: ['x'] } as unknown as Record<string, string>)).rejects.toMatchObject({ kind: 'validation' });
    expect(attempts).toBe(0);
  });

  it('rules arrays out of equality filters, which MongoDB would match by element', () => {
    expect(toFilter({ id: 't1', tag: 'x', note: null })).toEqual({
      _id: { $eq: 't1' },
      tag: { $eq: 'x', $not: { $type: 'array' } },
      note: { $eq: null, $not: { $type: 'array' } },
    });
  });
});

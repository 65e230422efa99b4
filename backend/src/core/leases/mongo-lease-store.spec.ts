import { randomUUID } from 'node:crypto';
import { afterAll } from '@jest/globals';
import { describeWithServer } from '../testing/describe-with-server.js';
import { describeLeaseStoreContract } from './lease-store.contract.js';
import { MongoLeaseStore } from './mongo-lease-store.js';

describeWithServer('MONGODB_URL', 'MongoLeaseStore', (url) => {
  // One database per run; each test uses lease names of its own.
  const databaseName = `lease_test_${randomUUID().replaceAll('-', '')}`;
  describeLeaseStoreContract('mongodb', async () => ({ open: async () => new MongoLeaseStore(url, databaseName) }));
  afterAll(async () => {
    const store = new MongoLeaseStore(url, databaseName);
    await store.dropDatabase();
    await store.close();
  });
});

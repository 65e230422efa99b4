import { afterAll } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeWithServer } from '../testing/describe-with-server.js';
import { describeKeyStoreContract } from './key-store.contract.js';
import { MongoKeyStore } from './mongo-key-store.js';

describeWithServer('MONGODB_URL', 'MongoKeyStore', (url) => {
  // One database per run, so runs never see each other's keys; dropped at the end.
  const databaseName = `key_store_test_${randomUUID().replaceAll('-', '')}`;
  describeKeyStoreContract('MongoKeyStore', async (masterSecret) => new MongoKeyStore(url, databaseName, masterSecret));
  afterAll(async () => {
    const client = new MongoClient(url);
    await client.db(databaseName).dropDatabase();
    await client.close();
  });
});

import { afterAll, describe, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { describeKeyStoreContract } from './key-store.contract.js';
import { MongoKeyStore } from './mongo-key-store.js';

const mongoUrl = process.env['MONGODB_URL'];

if (mongoUrl) {
  // One database per run, so runs never see each other's keys; dropped at the end.
  const databaseName = `key_store_test_${randomUUID().replaceAll('-', '')}`;
  describeKeyStoreContract('MongoKeyStore', async (masterSecret) => new MongoKeyStore(mongoUrl, databaseName, masterSecret));
  afterAll(async () => {
    const client = new MongoClient(mongoUrl);
    await client.db(databaseName).dropDatabase();
    await client.close();
  });
} else {
  describe('MongoKeyStore', () => {
    it.skip('skipped: MONGODB_URL not set', () => undefined);
  });
  console.log('MongoKeyStore tests skipped: MONGODB_URL not set');
}

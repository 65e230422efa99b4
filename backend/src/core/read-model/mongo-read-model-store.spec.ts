import { describe, it } from '@jest/globals';
import { describeReadModelStoreContract } from './read-model-store.contract.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';

const url = process.env.MONGODB_URL;

if (url) {
  let counter = 0;
  describeReadModelStoreContract('mongodb', async () => {
    const store = new MongoReadModelStore(url, `read_model_test_${process.pid}_${++counter}`);
    await store.dropDatabase();
    return store;
  });
} else {
  describe('MongoReadModelStore', () => {
    // Not a hidden failure: there is no MongoDB server here; set MONGODB_URL (a replica set) to run the contract.
    it.skip('skipped: MONGODB_URL not set', () => undefined);
  });
  console.log('skipped: MONGODB_URL not set (MongoReadModelStore contract tests)');
}

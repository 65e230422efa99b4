import { describeWithServer } from '../testing/describe-with-server.js';
import { describeReadModelStoreContract } from './read-model-store.contract.js';
import { MongoReadModelStore } from './mongo-read-model-store.js';

describeWithServer('MONGODB_URL', 'MongoReadModelStore', (url) => {
  let counter = 0;
  describeReadModelStoreContract('mongodb', async () => {
    const store = new MongoReadModelStore(url, `read_model_test_${process.pid}_${++counter}`);
    await store.dropDatabase();
    return store;
  });
});

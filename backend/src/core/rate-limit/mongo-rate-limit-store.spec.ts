import { describeWithServer } from '../testing/describe-with-server.js';
import { MongoRateLimitStore } from './mongo-rate-limit-store.js';
import { describeRateLimitStoreContract } from './rate-limit-store.contract.js';

describeWithServer('MONGODB_URL', 'MongoRateLimitStore', (url) => {
  const database = `rate_limit_test_${process.pid}`;
  let first = true;
  describeRateLimitStoreContract('mongodb', async () => {
    const store = new MongoRateLimitStore(url, database);
    // One database for the suite (reopening must find the counts); emptied once at its start.
    if (first) await store.drop();
    first = false;
    return store;
  });
});

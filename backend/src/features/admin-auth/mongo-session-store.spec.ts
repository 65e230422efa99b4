import { describeWithServer } from '../../core/testing/describe-with-server.js';
import { MongoSessionStore } from './mongo-session-store.js';
import { describeSessionStoreContract } from './session-store.contract.js';

describeWithServer('MONGODB_URL', 'MongoSessionStore', (url) => {
  const database = `session_store_test_${process.pid}`;
  describeSessionStoreContract('mongodb', async () => new MongoSessionStore(url, database, 60_000));
});

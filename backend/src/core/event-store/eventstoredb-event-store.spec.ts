import { describeWithServer } from '../testing/describe-with-server.js';
import { describeEventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

describeWithServer('EVENTSTORE_URL', 'EventStoreDbEventStore', (url) => {
  // Streams are uniquely named per test, so the suite is safe against a shared server.
  describeEventStoreContract('EventStoreDbEventStore', async () => new EventStoreDbEventStore(url));
});

import { describe, it } from '@jest/globals';
import { describeEventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';

const eventStoreUrl = process.env.EVENTSTORE_URL;

if (eventStoreUrl) {
  // Streams are uniquely named per test, so the suite is safe against a shared server.
  describeEventStoreContract('EventStoreDbEventStore', async () => new EventStoreDbEventStore(eventStoreUrl));
} else {
  describe('EventStoreDbEventStore', () => {
    it('is not exercised: skipped because EVENTSTORE_URL is not set', () => {
      console.log('EventStoreDbEventStore contract skipped: EVENTSTORE_URL not set');
    });
  });
}

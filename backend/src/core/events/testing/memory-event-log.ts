import { AesGcmPersonalDataCipher } from '../../crypto/aes-gcm-personal-data-cipher.js';
import { fileKeyRing } from '../../crypto/file-key-ring.js';
import { SqliteKeyStore } from '../../crypto/sqlite-key-store.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { SqliteEventStore } from '../../event-store/sqlite-event-store.js';
import { EventLog } from '../event-log.js';
import { EventRegistry } from '../event-registry.js';
import type { EventDefinitions } from '../event-type.js';

export type MemoryEventLog = {
  log: EventLog;
  /** The store below the log: what a spec writes to when it plays an older build or a broken writer. */
  store: EventStore;
  cipher: AesGcmPersonalDataCipher;
  close(): Promise<void>;
};

/** A real EventLog on in-memory SQLite stores (events and keys), for specs of what sits on the log. */
export const memoryEventLog = (definitions: EventDefinitions, wrap: (store: EventStore) => EventStore = (store) => store): MemoryEventLog => {
  const inner = new SqliteEventStore(':memory:');
  const secret = 'memory-event-log-secret-0123456789';
  const keyStore = new SqliteKeyStore(':memory:', secret, fileKeyRing(':memory:', secret));
  const cipher = new AesGcmPersonalDataCipher(keyStore);
  const store = wrap(inner);
  return {
    log: new EventLog(store, new EventRegistry(definitions), cipher),
    store: inner,
    cipher,
    async close() {
      await inner.close();
      await keyStore.close();
    },
  };
};

import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { makeEvent, uniqueStream, waitFor } from '../event-store/test-support/event-fixtures.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { DEFAULT_WAL_BOUNDS } from './wal-keeper.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'wal-bounds-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const walSize = (file: string) => (existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0);
const limit = DEFAULT_WAL_BOUNDS.journalSizeLimitBytes;
const bigText = 'x'.repeat(16 * 1024);

describe('the stores keep no WAL at the peak size of one big write', () => {
  it('event store: after a 30 MB commit the WAL is back under the journal size limit', async () => {
    const file = join(folder, 'events.db');
    const store = new SqliteEventStore(file);
    try {
      // One append may be at most 1 MiB; appends asked for in one turn are committed in one transaction.
      const streams = Array.from({ length: 40 }, () => uniqueStream('big'));
      await Promise.all(streams.map((big) => store.append(big, Array.from({ length: 48 }, () => makeEvent('Big', { text: bigText })), 'no_stream')));
      expect(walSize(file)).toBeGreaterThan(limit);
      // Later small appends restart the WAL once the background checkpoint has caught up.
      const stream = streams[0]!;
      let revision = 47;
      await waitFor(async () => {
        await store.append(stream, [makeEvent('Small')], revision++);
        return walSize(file) <= limit;
      }, 'the event WAL back under its limit', 10_000);
    } finally {
      await store.close();
    }
  });

  it('read-model store: after a 30 MB commit the WAL is back under the journal size limit', async () => {
    const file = join(folder, 'read-models.db');
    const store = new SqliteReadModelStore(file);
    try {
      const documents = Array.from({ length: 1900 }, (_, index) => ({ kind: 'put' as const, collection: 'big', document: { id: `d${index}`, text: bigText } }));
      await store.commit(documents, { name: 'big', position: 1 });
      let position = 2;
      await waitFor(async () => {
        await store.commit([{ kind: 'put', collection: 'small', document: { id: `s${position}` } }], { name: 'big', position: position++ });
        return walSize(file) <= limit;
      }, 'the read-model WAL back under its limit', 10_000);
    } finally {
      await store.close();
    }
  });
});

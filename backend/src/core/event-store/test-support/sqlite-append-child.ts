/**
 * Child process used by the SQLite adapter's multi-process tests:
 *   node --import @swc-node/register/esm-register sqlite-append-child.ts <file> <stream> <count|forever>
 * Prints "ack <eventId> <position>" once each append is acknowledged, so the parent knows what
 * must survive a kill -9. "forever" keeps 8 writers busy until killed (bounded to 30 s).
 */
import { SqliteEventStore } from '../sqlite-event-store.js';
import { makeEvent } from './event-fixtures.js';

const [filePath, stream, countArgument] = process.argv.slice(2);
const forever = countArgument === 'forever';
const count = forever ? Number.POSITIVE_INFINITY : Number(countArgument);
const deadline = Date.now() + 30_000;
const store = new SqliteEventStore(filePath);

const writer = async (streamName: string, quota: number): Promise<void> => {
  for (let revision = 0; revision < quota && Date.now() < deadline; revision += 1) {
    const event = makeEvent('ChildAppended', { revision });
    const result = await store.append(streamName, [event], revision === 0 ? 'no_stream' : revision - 1);
    process.stdout.write(`ack ${event.id} ${result.position}\n`);
  }
};

if (forever) {
  await Promise.all(Array.from({ length: 8 }, (_, index) => writer(`${stream}-${index}`, count)));
} else {
  await writer(stream, count);
}
await store.close();
process.stdout.write('done\n');

import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '../core/events/event.js';
import { SqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { ProjectionEngine } from '../core/projections/projection-engine.js';
import type { Projection } from '../core/projections/projection.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import type { BenchRow } from './bench-row.js';

const eventCount = 1_000_000;
/** Events handed to the store in one turn of the event loop: its group commit writes them in one transaction. */
const appendChunk = 20_000;
const rebuildBatchSize = 10_000;
const maxRebuildSeconds = 5;

/** Appends a chunk as one append per stream (order inside each stream kept), all in the same tick. */
const appendChunkOfEvents = async (store: SqliteEventStore, chunk: (NewEvent & { stream: string })[]): Promise<void> => {
  const byStream = new Map<string, NewEvent[]>();
  for (const { stream, ...event } of chunk) {
    const list = byStream.get(stream) ?? [];
    list.push(event);
    byStream.set(stream, list);
  }
  await Promise.all([...byStream].map(([stream, events]) => store.append(stream, events, 'any')));
};

const writeEvents = async (store: SqliteEventStore, events: Iterable<NewEvent & { stream: string }>): Promise<number> => {
  let chunk: (NewEvent & { stream: string })[] = [];
  let written = 0;
  for (const event of events) {
    chunk.push(event);
    if (chunk.length === appendChunk) {
      await appendChunkOfEvents(store, chunk);
      written += chunk.length;
      chunk = [];
    }
  }
  if (chunk.length > 0) await appendChunkOfEvents(store, chunk);
  return written + chunk.length;
};

const removeDatabase = (file: string): void => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
};

/**
 * Writes 1,000,000 events into a fresh SQLite event store under `dir`, then times a rebuild of all
 * `projections` from position 0 into a fresh SQLite read-model store (reading, folding and committing).
 */
export async function benchRebuild(
  dir: string,
  projections: Projection[],
  makeEvents: (count: number) => Iterable<NewEvent & { stream: string }>,
): Promise<BenchRow[]> {
  const runId = randomUUID();
  const eventFile = join(dir, `rebuild-bench-events-${runId}.sqlite`);
  const readModelFile = join(dir, `rebuild-bench-read-models-${runId}.sqlite`);
  const eventStore = new SqliteEventStore(eventFile);
  const readModelStore = new SqliteReadModelStore(readModelFile);
  try {
    const written = await writeEvents(eventStore, makeEvents(eventCount));
    const engine = new ProjectionEngine(eventStore, readModelStore, projections, { batchSize: rebuildBatchSize });
    const started = performance.now();
    await engine.rebuildAll();
    const seconds = (performance.now() - started) / 1000;
    const eventsPerSecond = written / seconds;
    const names = projections.map((projection) => projection.name).join(', ');
    return [
      {
        name: `rebuild of ${written} events from 0 (sqlite; ${names})`,
        value: Number(seconds.toFixed(2)),
        unit: 's',
        target: `<= ${maxRebuildSeconds}`,
        met: seconds <= maxRebuildSeconds,
      },
      {
        name: 'rebuild throughput',
        value: Math.round(eventsPerSecond),
        unit: 'events/s',
        target: `>= ${eventCount / maxRebuildSeconds}`,
        met: eventsPerSecond >= eventCount / maxRebuildSeconds,
      },
    ];
  } finally {
    await eventStore.close();
    await readModelStore.close();
    removeDatabase(eventFile);
    removeDatabase(readModelFile);
  }
}

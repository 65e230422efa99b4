import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '../core/events/event.js';
import { SqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { uuidv7 } from '../core/events/uuid-v7.js';
import type { BenchRow } from './bench-row.js';
import { percentile, round } from './stats.js';

const concurrentWriters = 64;
const singleEventTotal = 100_000;
const singleEventMaxMs = 5_000;
const batchSize = 1_000;
const defaultBatchCount = 200;

const singleTarget = 20_000;
const p99TargetMs = 2;
const batchedTarget = 150_000;

export type AppendBenchOptions = {
  /** How event ids are made; the default is the EventLog's (time-ordered UUIDv7). */
  newId?: () => string;
  idLabel?: string;
  /** Batches of 1000 events in the batched measurement. */
  batchCount?: number;
  /** Skip the single-event measurement (the id comparison needs only the batched one). */
  batchedOnly?: boolean;
};

const benchEvent = (newId: () => string, index: number): NewEvent => ({
  id: newId(),
  type: 'BenchAppended',
  data: { index, title: 'A typical small event payload', tags: ['bench', 'append'] },
  metadata: { occurredAt: new Date().toISOString(), actor: 'system', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

/** Each writer owns a stream and appends one event at a time with the exact expected revision. */
const measureSingleEventAppends = async (store: SqliteEventStore, newId: () => string) => {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + singleEventMaxMs;
  const writer = async (writerIndex: number) => {
    const stream = `bench-single-${writerIndex}-${randomUUID()}`;
    for (let revision = 0; issued < singleEventTotal && performance.now() < deadline; revision += 1) {
      issued += 1;
      // Built before the clock starts: the latency is the store's, not the fixture's.
      const event = benchEvent(newId, revision);
      const before = performance.now();
      await store.append(stream, [event], revision === 0 ? 'no_stream' : revision - 1);
      latencies.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: concurrentWriters }, (_, index) => writer(index)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((left, right) => left - right);
  return { perSecond: latencies.length / elapsedSeconds, p99Ms: percentile(latencies, 0.99) };
};

/**
 * One writer appending batches of 1000 events to a single stream. Each batch is built before its
 * append is timed (so a million events never sit in memory at once); only the appends are counted.
 */
const measureBatchedAppends = async (store: SqliteEventStore, newId: () => string, batchCount: number) => {
  const stream = `bench-batched-${randomUUID()}`;
  let appendMs = 0;
  let expected: number | 'no_stream' = 'no_stream';
  for (let batchIndex = 0; batchIndex < batchCount; batchIndex++) {
    const batch = Array.from({ length: batchSize }, (_, index) => benchEvent(newId, batchIndex * batchSize + index));
    const before = performance.now();
    expected = (await store.append(stream, batch, expected)).nextRevision;
    appendMs += performance.now() - before;
  }
  return (batchCount * batchSize) / (appendMs / 1000);
};

/**
 * Appends to a fresh SQLite store under `dir` and reports throughput and latency against the targets.
 * The events go straight to the store (no schema check, no sealing): this measures the store itself.
 */
export async function benchAppends(dir: string, options: AppendBenchOptions = {}): Promise<BenchRow[]> {
  const newId = options.newId ?? uuidv7;
  const ids = options.idLabel ?? 'UUIDv7 ids';
  const batchCount = options.batchCount ?? defaultBatchCount;
  const file = join(dir, `append-bench-${randomUUID()}.sqlite`);
  const store = new SqliteEventStore(file);
  try {
    const rows: BenchRow[] = [];
    if (!options.batchedOnly) {
      const single = await measureSingleEventAppends(store, newId);
      rows.push(
        {
          name: `sqlite single-event appends, ${concurrentWriters} concurrent writers (${ids})`,
          value: Math.round(single.perSecond),
          unit: 'appends/s',
          target: `>= ${singleTarget}`,
          met: single.perSecond >= singleTarget,
        },
        {
          name: `sqlite single-event append latency p99 (${ids})`,
          value: round(single.p99Ms, 3),
          unit: 'ms',
          target: `< ${p99TargetMs}`,
          met: single.p99Ms < p99TargetMs,
        },
      );
    }
    const batchedPerSecond = await measureBatchedAppends(store, newId, batchCount);
    rows.push({
      name: `sqlite batched appends (${batchCount} x ${batchSize} events per append, ${ids})`,
      value: Math.round(batchedPerSecond),
      unit: 'events/s',
      target: `>= ${batchedTarget}`,
      met: batchedPerSecond >= batchedTarget,
    });
    return rows;
  } finally {
    await store.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }
}

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { NewEvent } from '../core/events/event.js';
import { SqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import type { BenchRow } from './bench-row.js';

const concurrentWriters = 64;
const singleEventTotal = 100_000;
const singleEventMaxMs = 5_000;
const batchSize = 1_000;
const batchCount = 200;

const singleTarget = 20_000;
const p99TargetMs = 2;
const batchedTarget = 150_000;

const benchEvent = (index: number): NewEvent => ({
  id: randomUUID(),
  type: 'BenchAppended',
  data: { index, title: 'A typical small event payload', tags: ['bench', 'append'] },
  metadata: { occurredAt: new Date().toISOString(), actor: 'system', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

const percentile = (sortedValues: number[], fraction: number): number =>
  sortedValues[Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1)];

const round = (value: number, digits: number): number => Number(value.toFixed(digits));

/** Each writer owns a stream and appends one event at a time with the exact expected revision. */
const measureSingleEventAppends = async (store: SqliteEventStore) => {
  const latencies: number[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + singleEventMaxMs;
  const writer = async (writerIndex: number) => {
    const stream = `bench-single-${writerIndex}-${randomUUID()}`;
    for (let revision = 0; issued < singleEventTotal && performance.now() < deadline; revision += 1) {
      issued += 1;
      // Built before the clock starts: the latency is the store's, not the fixture's.
      const event = benchEvent(revision);
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

/** One writer appending batches of 1000 events to a single stream. */
const measureBatchedAppends = async (store: SqliteEventStore) => {
  const stream = `bench-batched-${randomUUID()}`;
  const batches = Array.from({ length: batchCount }, (_, batchIndex) =>
    Array.from({ length: batchSize }, (_, index) => benchEvent(batchIndex * batchSize + index)),
  );
  const started = performance.now();
  let expected: number | 'no_stream' = 'no_stream';
  for (const batch of batches) {
    expected = (await store.append(stream, batch, expected)).nextRevision;
  }
  return (batchCount * batchSize) / ((performance.now() - started) / 1000);
};

/** Appends to a fresh SQLite store under `dir` and reports throughput and latency against the targets. */
export async function benchAppends(dir: string): Promise<BenchRow[]> {
  const store = new SqliteEventStore(join(dir, `append-bench-${randomUUID()}.sqlite`));
  try {
    const single = await measureSingleEventAppends(store);
    const batchedPerSecond = await measureBatchedAppends(store);
    return [
      {
        name: `sqlite single-event appends, ${concurrentWriters} concurrent writers`,
        value: Math.round(single.perSecond),
        unit: 'appends/s',
        target: `>= ${singleTarget}`,
        met: single.perSecond >= singleTarget,
      },
      {
        name: 'sqlite single-event append latency p99',
        value: round(single.p99Ms, 3),
        unit: 'ms',
        target: `< ${p99TargetMs}`,
        met: single.p99Ms < p99TargetMs,
      },
      {
        name: `sqlite batched appends (${batchSize} events per append)`,
        value: Math.round(batchedPerSecond),
        unit: 'events/s',
        target: `>= ${batchedTarget}`,
        met: batchedPerSecond >= batchedTarget,
      },
    ];
  } finally {
    await store.close();
  }
}

import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PROJECTIONS_LEASE } from '../core/projections/projection-engine.js';
import { SqliteLeaseStore } from '../core/leases/sqlite-lease-store.js';
import { type ServerProcess, startServerProcess } from '../core/testing/server-process.js';
import { readBack, signUp } from '../e2e/cluster-support.js';
import type { BenchRow } from './bench-row.js';
import { percentile, round } from './stats.js';

const CLIENTS = 50;
const LOAD_SECONDS = 5;
const WARM_UP_SIGNUPS = 30;
const VISIBILITY_P99_TARGET_MS = 100;
const FAILOVER_TARGET_MS = 5000;

const row = (name: string, value: number, unit: string, target: string, met: boolean | null): BenchRow => ({ name, value, unit, target, met });

/** 50 clients signing up in a loop for a few seconds, spread over the instances: signups answered 201 per second, and the answer's p99. */
const signupThroughput = async (instances: ServerProcess[]) => {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + LOAD_SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let round = 0; performance.now() < end; round += 1) {
        const sent = performance.now();
        const { status } = await signUp(instances[(client + round) % instances.length], `load-${client}-${round}`);
        if (status === 201) latencies.push(performance.now() - sent);
        else failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((left, right) => left - right);
  return { perSecond: latencies.length / seconds, p99: percentile(latencies, 0.99), failures };
};

/** One signup at a time on `writer`; from its 201 until `reader` answers the follow-up read with 200, and how many reads that took. */
const visibility = async (writer: ServerProcess, reader: ServerProcess, count: number): Promise<{ times: number[]; reads: number[] }> => {
  const times: number[] = [];
  const reads: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const { signup } = await signUp(writer, `visible-${index}`);
    if (!signup) throw new Error('A visibility signup was not answered 201');
    const answered = performance.now();
    const deadline = answered + 10_000;
    let attempts = 1;
    while ((await readBack(reader, signup)) !== 200) {
      if (performance.now() > deadline) throw new Error('A signup answered on one instance stayed unreadable on the other for 10 s');
      attempts += 1;
    }
    times.push(performance.now() - answered);
    reads.push(attempts);
  }
  return { times, reads };
};

/** kill -9 of the holder; then, on the survivor, signups one after another: the time until the first one sent after the kill is answered 201. */
const failover = async (dataDir: string, instances: ServerProcess[]) => {
  const leases = new SqliteLeaseStore(join(dataDir, 'leases.db'));
  try {
    const before = await leases.current(PROJECTIONS_LEASE);
    const holderPid = Number(before?.holder.split('/')[1]);
    const holder = instances.find((instance) => instance.pid === holderPid);
    const survivor = instances.find((instance) => instance !== holder);
    if (!before || !holder || !survivor) throw new Error('No instance holds the projections lease');
    const killedAt = performance.now();
    await holder.stop('SIGKILL');
    let leaseTakenMs: number | null = null;
    const watchLease = (async () => {
      while (leaseTakenMs === null && performance.now() - killedAt < 30_000) {
        const lease = await leases.current(PROJECTIONS_LEASE);
        if (lease && lease.token > before.token) leaseTakenMs = performance.now() - killedAt;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let servedMs: number | null = null;
    for (let attempt = 0; servedMs === null && performance.now() - killedAt < 30_000; attempt += 1) {
      const { status } = await signUp(survivor, `failover-${attempt}`);
      if (status === 201) servedMs = performance.now() - killedAt;
    }
    await watchLease;
    if (servedMs === null || leaseTakenMs === null) throw new Error('The survivor did not take over within 30 s');
    return { leaseTakenMs, servedMs };
  } finally {
    await leases.close();
  }
};

/**
 * N app processes (N = 1, 2) on one fresh DATA_DIR, started from source like `npm run dev`, with the
 * default lease period: signups per second under 50 concurrent clients, the time from a signup's
 * answer on one instance until the other serves it, and (N = 2) failover after kill -9 of the holder.
 */
export async function benchInstances(dir: string, visibilitySignups: number, progress: (message: string) => void): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const count of [1, 2]) {
    const dataDir = join(dir, `instances-${count}`);
    progress(`instances: starting ${count} app process${count === 1 ? '' : 'es'} on one DATA_DIR...`);
    const instances = await Promise.all(Array.from({ length: count }, () => startServerProcess({ NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-admin-password' })));
    try {
      await visibility(instances[0], instances.at(-1)!, WARM_UP_SIGNUPS);
      progress(`instances (${count}): ${CLIENTS} clients signing up for ${LOAD_SECONDS} s...`);
      const load = await signupThroughput(instances);
      rows.push(row(`${count} instance${count === 1 ? '' : 's'}: signups/s, ${CLIENTS} concurrent clients`, round(load.perSecond, 0), 'signups/s', '-', null));
      rows.push(row(`${count} instance${count === 1 ? '' : 's'}: signup answer p99 under that load (${load.failures} not 201)`, round(load.p99, 1), 'ms', '-', null));
      progress(`instances (${count}): ${visibilitySignups} signups read back on the ${count === 1 ? 'same' : 'other'} instance...`);
      const pairs: [ServerProcess, ServerProcess][] = count === 1 ? [[instances[0], instances[0]]] : [[instances[0], instances[1]], [instances[1], instances[0]]];
      const measured = [];
      // One direction after the other: concurrent measurements would time each other's requests.
      for (const [writer, reader] of pairs) measured.push(await visibility(writer, reader, Math.ceil(visibilitySignups / pairs.length)));
      const times = measured.flatMap((part) => part.times).sort((left, right) => left - right);
      const where = count === 1 ? 'same instance' : 'other instance';
      const retried = measured.flatMap((part) => part.reads).filter((reads) => reads > 1).length;
      rows.push(row(`${count} instance${count === 1 ? '' : 's'}: reads answered 404 before the 200 (of ${times.length} signups)`, retried, 'signups', '-', null));
      rows.push(row(`${count} instance${count === 1 ? '' : 's'}: answered -> readable on the ${where}, p50`, round(percentile(times, 0.5), 2), 'ms', '-', null));
      const p99 = percentile(times, 0.99);
      rows.push(row(`${count} instance${count === 1 ? '' : 's'}: answered -> readable on the ${where}, p99`, round(p99, 2), 'ms', `< ${VISIBILITY_P99_TARGET_MS}`, p99 < VISIBILITY_P99_TARGET_MS));
      if (count === 2) {
        progress('instances (2): kill -9 of the projections lease holder...');
        const { leaseTakenMs, servedMs } = await failover(dataDir, instances);
        rows.push(row('2 instances: kill -9 of the holder -> survivor holds the projections lease', round(leaseTakenMs, 0), 'ms', '-', null));
        rows.push(row('2 instances: kill -9 of the holder -> first signup sent after it answered 201 by the survivor', round(servedMs, 0), 'ms', `< ${FAILOVER_TARGET_MS}`, servedMs < FAILOVER_TARGET_MS));
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    }
  }
  return rows;
}

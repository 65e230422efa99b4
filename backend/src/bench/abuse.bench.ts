import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { startServerProcess, stopServerProcess } from '../core/testing/server-process.js';
import type { BenchRow } from './bench-row.js';
import { percentile, round } from './stats.js';

const p99TargetMs = 20;
const baselineRequests = 500;
const bombClients = 8;
const bombRequests = 500;
const wrongSignIns = 50;

/**
 * The attackers run on their own thread (plain JS, so it needs no TypeScript loader), so their work
 * does not delay the measuring loop on the main thread. `bombs`: `clients` loops posting the gzip
 * bomb to /api/contact until told to stop. `sign-ins`: that many wrong sign-ins at once, each from its
 * own address (X-Forwarded-For, trusted from loopback), then reports when all are answered.
 */
const attackerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { baseUrl, mode, count, bomb } = workerData;
const statuses = {};
const tally = (status) => { statuses[status] = (statuses[status] || 0) + 1; };
if (mode === 'bombs') {
  let stopped = false;
  parentPort.once('message', () => { stopped = true; });
  const body = Buffer.from(bomb, 'base64');
  const loop = async () => {
    while (!stopped) {
      const answer = await fetch(baseUrl + '/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body,
      }).catch(() => null);
      tally(answer ? answer.status : 'error');
      if (answer) await answer.arrayBuffer();
    }
  };
  parentPort.postMessage({ started: true });
  Promise.all(Array.from({ length: count }, loop)).then(() => parentPort.postMessage({ statuses }));
} else {
  const started = Date.now();
  const attempt = async (index) => {
    const answer = await fetch(baseUrl + '/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.' + (index >> 8) + '.' + (index & 255) },
      body: JSON.stringify({ username: 'admin', password: 'wrong password ' + index }),
    }).catch(() => null);
    tally(answer ? answer.status : 'error');
    if (answer) await answer.arrayBuffer();
  };
  parentPort.postMessage({ started: true });
  Promise.all(Array.from({ length: count }, (_, index) => attempt(index))).then(() => parentPort.postMessage({ statuses, ms: Date.now() - started }));
}
`;

type AttackReport = { statuses: Record<string, number>; ms?: number };

const startAttackers = (workerData: Record<string, unknown>) => {
  const worker = new Worker(attackerSource, { eval: true, workerData });
  const started = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  const finished = new Promise<AttackReport>((resolve, reject) => {
    worker.on('message', (message: AttackReport | { started: true }) => {
      if ('statuses' in message) resolve(message);
    });
    worker.once('error', reject);
  });
  return { worker, started, finished };
};

/** Sequential GET /api/tools, one at a time, while `keepGoing` says so (and at least `minimum` of them); answers the latencies. */
const measureTools = async (baseUrl: string, keepGoing: (done: number) => boolean): Promise<number[]> => {
  const times: number[] = [];
  while (keepGoing(times.length)) {
    const sent = performance.now();
    const answer = await fetch(`${baseUrl}/api/tools`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`GET /api/tools answered ${answer.status}`);
    times.push(performance.now() - sent);
  }
  return times.sort((left, right) => left - right);
};

const latencyRow = (name: string, sorted: number[], fraction: number, target: number | null): BenchRow => {
  const value = round(percentile(sorted, fraction), 2);
  return { name, value, unit: 'ms', target: target === null ? '-' : `< ${target}`, met: target === null ? null : value < target };
};

/** 2 MB of nested arrays, about 2 KB gzipped: the body of the reported attack. */
const gzipBomb = () => gzipSync(`${'['.repeat(1024 * 1024)}${']'.repeat(1024 * 1024)}`).toString('base64');

/**
 * GET /api/tools latency (the hottest public read) with nobody else, then while 8 clients post gzip
 * bombs to /api/contact, then while 50 wrong sign-ins from 50 addresses are being checked.
 */
export async function benchAbuse(dir: string): Promise<{ rows: BenchRow[]; details: Record<string, unknown> }> {
  // The real server (src/main.ts) in its own process, as an operator runs it: production mode, embedded stores.
  const { baseUrl, child } = await startServerProcess({
    NODE_ENV: 'production',
    DATA_DIR: join(dir, 'abuse'),
    APP_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  });
  try {
    await measureTools(baseUrl, (done) => done < 100);
    const baseline = await measureTools(baseUrl, (done) => done < baselineRequests);

    const bombs = startAttackers({ baseUrl, mode: 'bombs', count: bombClients, bomb: gzipBomb() });
    await bombs.started;
    const underBombs = await measureTools(baseUrl, (done) => done < bombRequests);
    bombs.worker.postMessage('stop');
    const bombReport = await bombs.finished;
    await bombs.worker.terminate();

    const signIns = startAttackers({ baseUrl, mode: 'sign-ins', count: wrongSignIns });
    let signInsAnswered = false;
    const signInReport = signIns.finished.then((report) => {
      signInsAnswered = true;
      return report;
    });
    await signIns.started;
    const underSignIns = await measureTools(baseUrl, (done) => !signInsAnswered || done < 20);
    const signInResult = await signInReport;
    await signIns.worker.terminate();

    return {
      rows: [
        latencyRow(`GET /api/tools alone, p50 of ${baseline.length}`, baseline, 0.5, null),
        latencyRow(`GET /api/tools alone, p99 of ${baseline.length}`, baseline, 0.99, null),
        latencyRow(`GET /api/tools while ${bombClients} clients post gzip bombs, p50 of ${underBombs.length}`, underBombs, 0.5, null),
        latencyRow(`GET /api/tools while ${bombClients} clients post gzip bombs, p99 of ${underBombs.length}`, underBombs, 0.99, p99TargetMs),
        latencyRow(`GET /api/tools during ${wrongSignIns} wrong sign-ins from distinct clients, p50 of ${underSignIns.length}`, underSignIns, 0.5, null),
        latencyRow(`GET /api/tools during ${wrongSignIns} wrong sign-ins from distinct clients, p99 of ${underSignIns.length}`, underSignIns, 0.99, p99TargetMs),
        { name: `all ${wrongSignIns} wrong sign-ins answered`, value: signInResult.ms ?? 0, unit: 'ms', target: '-', met: null },
      ],
      details: { gzipBombAnswers: bombReport.statuses, wrongSignInAnswers: signInResult.statuses },
    };
  } finally {
    await stopServerProcess(child);
  }
}

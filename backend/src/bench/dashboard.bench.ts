import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApplication } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import { activityEvents } from './app-event-mix.js';
import { writeThroughEventLog } from './app-event-writer.js';
import type { BenchRow } from './bench-row.js';
import { benchImport, type ImportClient } from './import.bench.js';
import { IMPORT_CHUNK_ROWS } from '../contract/subscribers.vocabulary.js';
import { trafficEvents } from './traffic-events.js';
import { percentile, round } from './stats.js';

const p99TargetMs = 30;
const WARM_UP = 30;

/** An admin client over HTTP: signs in once and sends the session cookie (and this site as Origin) with every call. */
const adminClient = async (baseUrl: string, password: string) => {
  const login = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in answered ${login.status}`);
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const headers = { Cookie: cookie, Origin: baseUrl };
  return {
    async get(path: string): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      return { status: response.status, body: await response.json() };
    },
    async post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    },
  } satisfies ImportClient & { get(path: string): Promise<{ status: number; body: unknown }> };
};

type Client = Awaited<ReturnType<typeof adminClient>>;

/** Sequential GETs after a warm-up: the p99 of `requests` answers, each checked to be a 200. */
const latency = async (client: Client, name: string, path: () => string, requests: number): Promise<BenchRow> => {
  for (let index = 0; index < WARM_UP; index++) await client.get(path());
  const times: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const answer = await client.get(path());
    times.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}`);
  }
  times.sort((left, right) => left - right);
  const p99 = percentile(times, 0.99);
  return { name: `${name}, p99 of ${requests}`, value: round(p99, 2), unit: 'ms', target: `< ${p99TargetMs}`, met: p99 < p99TargetMs };
};

export type DashboardBenchOptions = { subscribers: number; events: number; requests: number };

/** The application serving HTTP on a fresh embedded data folder, with a signed-in admin client. */
const startApp = async (dataDir: string) => {
  const password = randomBytes(18).toString('base64url');
  // Plain HTTP on localhost: the admin cookie is not marked Secure (see adminCookieIsSecure).
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex'), ADMIN_PASSWORD: password, PUBLIC_URL: 'http://127.0.0.1' });
  const core = await createCore(config);
  const application = await createApplication(core, { logger: false });
  try {
    await application.app.listen(0, '127.0.0.1');
    const { port } = application.app.getHttpServer().address() as AddressInfo;
    return { core, application, client: await adminClient(`http://127.0.0.1:${port}`, password) };
  } catch (error) {
    await application.close();
    throw error;
  }
};

/**
 * The CSV import figure alone, on its own fresh data folder (BENCH_ONLY=import): the same import as the
 * dashboard part's, plus the CPU time the process spent per row (all its threads): a figure other
 * programs on the machine disturb less than the rate.
 */
export async function benchImportAlone(dir: string, subscribers: number): Promise<BenchRow[]> {
  const { application, client } = await startApp(join(dir, 'import'));
  try {
    const cpu = process.cpuUsage();
    const rows = await benchImport(client, subscribers);
    const used = process.cpuUsage(cpu);
    const perRow = (used.user + used.system) / (subscribers + Math.min(IMPORT_CHUNK_ROWS, subscribers));
    return [...rows, { name: 'process CPU time per row imported or retried (all threads)', value: round(perRow, 1), unit: 'us', target: '-', met: null }];
  } finally {
    await application.close();
  }
}

/**
 * The dashboard with `subscribers` imported subscribers and `events` events in all: the application
 * serves HTTP on a fresh embedded data folder; the subscribers arrive through the CSV import (timed),
 * the rest of the events (signups, preference changes, unsubscribes, blog reads, page views, tool
 * clicks...) are written through the event log while the app folds them. Once every read model has
 * caught up, each dashboard read is timed.
 */
export async function benchDashboard(dir: string, options: DashboardBenchOptions): Promise<{ rows: BenchRow[]; details: Record<string, unknown> }> {
  const { core, application, client } = await startApp(join(dir, 'dashboard'));
  try {
    const rows = await benchImport(client, options.subscribers);

    const isPersonal = (type: string) => core.registry.find(type)?.personalData !== undefined;
    const remaining = Math.max(0, options.events - (await core.log.headPosition()));
    const written = await writeThroughEventLog(core.log, mixed(remaining), isPersonal);
    const caughtUp = performance.now();
    await core.engine.waitFor(await core.log.headPosition(), undefined, 30 * 60_000);
    const catchUpSeconds = (performance.now() - caughtUp) / 1000;

    const page = (await client.get('/api/subscribers?limit=50')).body as { nextCursor: string | null; total: number };
    if (page.total < options.subscribers) throw new Error(`The list counts ${page.total} subscribers, ${options.subscribers} were imported`);
    const deep = await deepCursor(client, 40);
    rows.push(
      await latency(client, 'GET /api/admin/stats', () => '/api/admin/stats', options.requests),
      await latency(client, 'GET /api/admin/forecasting-data', () => '/api/admin/forecasting-data', options.requests),
      await latency(client, 'GET /api/admin/email-analytics', () => '/api/admin/email-analytics', options.requests),
      await latency(client, 'GET /api/admin/subscriber-analytics', () => '/api/admin/subscriber-analytics', options.requests),
      await latency(client, 'GET /api/subscribers?limit=50 (first page, with total)', () => '/api/subscribers?limit=50', options.requests),
      await latency(client, 'GET /api/subscribers, page 41 by cursor', () => `/api/subscribers?limit=50&cursor=${encodeURIComponent(deep)}`, options.requests),
      await latency(client, 'GET /api/subscribers?status=active&limit=50', () => '/api/subscribers?status=active&limit=50', options.requests),
      await latency(client, 'GET /api/subscribers?q=<address prefix>&limit=50', searches(), options.requests),
    );
    const events = await core.log.headPosition();
    return {
      rows,
      details: { subscribers: page.total, events, writtenThroughEventLog: written.total, writeSeconds: round(written.seconds, 1), catchUpAfterWritesSeconds: round(catchUpSeconds, 1) },
    };
  } finally {
    await application.close();
  }
}

/** The activity mix with the beacon's page views and tool clicks woven in (one of each per ten events). */
function* mixed(count: number) {
  const activity = activityEvents(count, 'dashboard');
  const traffic = trafficEvents('dashboard');
  for (let index = 0; index < count; index++) {
    const next = index % 10 < 2 ? traffic.next() : activity.next();
    if (next.done) return;
    yield next.value;
  }
}

/** Follows `pages` cursors from the first page: the cursor of a page deep in the list. */
const deepCursor = async (client: Client, pages: number): Promise<string> => {
  let cursor: string | null = null;
  for (let index = 0; index < pages; index++) {
    const path: string = `/api/subscribers?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    cursor = ((await client.get(path)).body as { nextCursor: string | null }).nextCursor;
    if (cursor === null) throw new Error('The list ended before the deep page');
  }
  return cursor as string;
};

/** Prefixes of imported addresses, from short (many matches) to long (one). */
const searches = () => {
  const prefixes = ['i', 'imported-1', 'imported-42', 'imported-9999', 'imported-12345@', 'nobody-'];
  let index = 0;
  return () => `/api/subscribers?limit=50&q=${encodeURIComponent(prefixes[index++ % prefixes.length])}`;
};

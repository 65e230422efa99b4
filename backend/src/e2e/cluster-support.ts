import { randomBytes } from 'node:crypto';
import { type Core, createCore } from '../app/core.js';
import { PROJECTIONS } from '../app/features.js';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import type { Lease } from '../core/leases/lease-store.port.js';
import { PROJECTIONS_LEASE, ProjectionEngine } from '../core/projections/projection-engine.js';
import { ReadModels } from '../core/projections/read-models.js';
import type { Document } from '../core/read-model/read-model-store.port.js';
import { SqliteReadModelStore } from '../core/read-model/sqlite-read-model-store.js';
import { type ServerProcess, startServerProcess } from '../core/testing/server-process.js';
// Not test-app.ts: it imports jest, and the bench uses these helpers outside jest.
import { ADMIN_PASSWORD } from './admin-password.js';

/** Several app processes on one set of stores: the embedded ones in `dataDir`, or the servers named in `environment`. */
export type Cluster = { dataDir: string; environment: Record<string, string>; instances: ServerProcess[] };

export const startCluster = async (count: number, dataDir: string, environment: Record<string, string> = {}): Promise<Cluster> => {
  const merged = { ADMIN_PASSWORD, ...environment };
  const instances = await Promise.all(Array.from({ length: count }, () => startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, ...merged })));
  return { dataDir, environment: merged, instances };
};

/** The config the instances run with, for opening the same stores from the test. */
export const clusterConfig = (cluster: Pick<Cluster, 'dataDir' | 'environment'>): AppConfig =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: cluster.dataDir, ...cluster.environment });

/** Opens the shared stores in the test process (engine not started) for a look at leases, events and read models. */
export const withCore = async <T>(cluster: Pick<Cluster, 'dataDir' | 'environment'>, use: (core: Core) => Promise<T>): Promise<T> => {
  const core = await createCore(clusterConfig(cluster));
  try {
    return await use(core);
  } finally {
    await core.close();
  }
};

/** The projections lease as the store has it, and which of the instances holds it (by process id). */
export const projectionsHolder = async (cluster: Cluster): Promise<{ lease: Lease | null; instance: ServerProcess | null }> => {
  const lease = await withCore(cluster, (core) => core.leases.current(PROJECTIONS_LEASE));
  const pid = lease ? Number(lease.holder.split('/')[1]) : null;
  return { lease, instance: cluster.instances.find((instance) => instance.pid === pid) ?? null };
};

export type Signup = { email: string; id: string; token: string; writer: string };

/** A random address in 10.0.0.0/8. */
const visitorAddress = () => `10.${randomBytes(3).join('.')}`;

export type SignupAnswer = { status: number | 'unreachable'; signup: Signup | null };

/** POST /api/subscribers on one instance: its status (or unreachable: a stopped or dead instance), and the signup if 201. */
export const signUp = async (instance: ServerProcess, label: string): Promise<SignupAnswer> => {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  try {
    const response = await fetch(`${instance.baseUrl}/api/subscribers`, {
      method: 'POST',
      // Each signup from its own visitor address (the instances trust the loopback proxy), as real
      // traffic would be: the per-client signup limit stays on and is not what is measured here.
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorAddress() },
      body: JSON.stringify({ email, frequency: 'weekly', interests: ['ai-writing'], source: 'cluster-test' }),
    });
    if (response.status !== 201) {
      await response.arrayBuffer();
      return { status: response.status, signup: null };
    }
    const body = (await response.json()) as { subscriber: { id: string }; token: string };
    return { status: 201, signup: { email, id: body.subscriber.id, token: body.token, writer: instance.baseUrl } };
  } catch {
    return { status: 'unreachable', signup: null };
  }
};

/** GET /api/subscribers/email/:email with the signup's token: the status code. */
export const readBack = async (instance: ServerProcess, signup: Signup): Promise<number> => {
  const response = await fetch(`${instance.baseUrl}/api/subscribers/email/${encodeURIComponent(signup.email)}`, { headers: { 'X-Subscriber-Token': signup.token } });
  await response.arrayBuffer();
  return response.status;
};

/** Signs in on one instance and answers the session cookie. */
export const signIn = async (instance: ServerProcess): Promise<string> => {
  const response = await fetch(`${instance.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}`);
  const cookie = response.headers.get('set-cookie');
  if (!cookie) throw new Error('Sign-in set no cookie');
  return cookie.split(';')[0];
};

export const adminGet = async <T>(instance: ServerProcess, cookie: string, path: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${instance.baseUrl}${path}`, { headers: { Cookie: cookie } });
  return { status: response.status, body: (await response.json()) as T };
};

export const adminPost = async (instance: ServerProcess, cookie: string, path: string, body?: unknown): Promise<number> => {
  const response = await fetch(`${instance.baseUrl}${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
};

/** Polls a condition every 25 ms until it holds; fails after `timeoutMs`. */
export const eventually = async (condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

type Collections = Record<string, Document[]>;

const sorted = (documents: Document[]) => [...documents].sort((left, right) => left.id.localeCompare(right.id));

/** Every document of every collection of every read model, as served (the live generation). */
const readAllModels = async (readModels: ReadModels): Promise<Collections> => {
  const collections: Collections = {};
  for (const projection of PROJECTIONS) {
    for (const logical of projection.collections) collections[`${projection.name}/${logical}`] = sorted(await readModels.find(projection.name, logical));
  }
  return collections;
};

/**
 * The read models the instances built, and the same read models rebuilt from scratch from the event
 * log in a fresh store: they must be equal, whatever happened (double counting, a lost batch, a
 * stale holder's late write would all show here). Run once every instance has stopped or caught up.
 */
export const servedAndRebuilt = async (core: Core): Promise<{ served: Collections; rebuilt: Collections }> => {
  const served = await readAllModels(core.readModels);
  const scratch = new SqliteReadModelStore(':memory:');
  const engine = new ProjectionEngine(core.log, scratch, [...PROJECTIONS]);
  try {
    await engine.rebuildAll();
    return { served, rebuilt: await readAllModels(new ReadModels(engine, scratch)) };
  } finally {
    await engine.stop();
    await scratch.close();
  }
};

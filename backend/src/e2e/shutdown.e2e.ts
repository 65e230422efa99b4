import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { PROJECTIONS } from '../app/features.js';
import { checkpointName, liveGenerationKey, parseLiveGeneration } from '../core/projections/projection-naming.js';
import { startServerProcess, stopServerProcess } from '../core/testing/server-process.js';
import { type Cluster, eventually, projectionsHolder, type Signup, signUp, startCluster, withCore } from './cluster-support.js';

const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('a normal stop', () => {
  it('closes every store on SIGTERM: the process exits 0 and leaves no write-ahead log behind', async () => {
    const server = await startServerProcess({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown test password' });
    try {
      expect((await post(server.baseUrl, '/api/subscribers', { email: 'stop@example.com' })).status).toBe(201);
      expect((await post(server.baseUrl, '/api/admin/login', { username: 'admin', password: 'wrong password' })).status).toBe(401);
      const walFiles = () => readdirSync(dataDir).filter((file) => file.endsWith('-wal') && existsSync(join(dataDir, file)) && statSync(join(dataDir, file)).size > 0);
      expect(walFiles().length).toBeGreaterThan(0);

      expect(await stopServerProcess(server.child)).toBe(0);
      expect(walFiles()).toEqual([]);
      expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['events.db', 'read-models.db', 'keys.db', 'sessions.db', 'rate-limits.db']));
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 90_000);
});

const TTL_MS = 3000;

describe('Clean shutdown of one of two app processes on SIGTERM, under traffic', () => {
  const folder = mkdtempSync(join(tmpdir(), 'shutdown-'));
  let cluster: Cluster | null = null;
  afterAll(async () => {
    await Promise.all(cluster?.instances.map((instance) => instance.stop('SIGKILL')) ?? []);
    rmSync(folder, { recursive: true, force: true });
  });

  it('loses no answered write, hands the lease over at once, and leaves stores that need no recovery', async () => {
    cluster = await startCluster(2, folder, { LEASE_TTL_MS: String(TTL_MS) });
    const { instance: holder, lease } = await projectionsHolder(cluster);
    const other = cluster.instances.find((instance) => instance !== holder)!;
    const answered: Signup[] = [];
    const statuses = new Map<string, number>();
    let running = true;
    // Eight clients, each signing up on both instances in turn until told to stop.
    const clients = Array.from({ length: 8 }, async (_, client) => {
      for (let round = 0; running; round += 1) {
        const target = cluster!.instances[(client + round) % 2];
        const { status, signup } = await signUp(target, `client${client}-${round}`);
        statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
        if (signup) answered.push(signup);
        if (status === 'unreachable') await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const exit = await holder!.stop('SIGTERM');
    const exitedAt = Date.now();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(holder!.output()).toContain('Stopped cleanly');
    // Released, not left to expire: the other instance takes it well within one lease period.
    await eventually(async () => ((await projectionsHolder(cluster!)).lease?.token ?? 0) > lease!.token, 'the other instance to take the lease', 2 * TTL_MS);
    expect(Date.now() - exitedAt).toBeLessThan(TTL_MS);
    expect((await projectionsHolder(cluster)).instance).toBe(other);
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await Promise.all(clients);
    expect(await other.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    // Writes were answered on both sides of the stop.
    expect(answered.filter((signup) => signup.writer === holder!.baseUrl).length).toBeGreaterThan(0);
    expect(answered.filter((signup) => signup.writer === other.baseUrl).length).toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => !['201', '503', 'unreachable'].includes(status))).toEqual([]);

    // Every SQLite file was closed cleanly: no write-ahead log is left to replay.
    expect(readdirSync(folder).filter((file) => file.endsWith('-wal'))).toEqual([]);
    await withCore(cluster, async (core) => {
      expect(await core.leases.current('projections')).toBeNull();
      const head = await core.log.headPosition();
      // Every projection's stored checkpoint is at the head: the next start has nothing to re-read.
      for (const projection of PROJECTIONS) {
        const live = parseLiveGeneration(await core.readModelStore.getMeta(liveGenerationKey(projection.name)))!;
        expect([projection.name, await core.readModelStore.getCheckpoint(checkpointName(projection.name, live.generation))]).toEqual([projection.name, head]);
      }
      const stored = new Set((await core.readModels.find('subscribers', 'subscribers')).map((subscriber) => subscriber.id));
      expect(answered.filter((signup) => !stored.has(signup.id))).toEqual([]);
    });
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { isUnreadable } from '../core/events/event.js';
import { describeWithServers } from '../core/testing/describe-with-server.js';
import type { ProjectionStatus } from '../core/projections/projection-engine.js';
import type { ServerProcess } from '../core/testing/server-process.js';
import {
  adminGet,
  adminPost,
  type Cluster,
  eventually,
  projectionsHolder,
  readBack,
  type Signup,
  servedAndRebuilt,
  signIn,
  signUp,
  startCluster,
  withCore,
} from './cluster-support.js';

const TTL_MS = 2000;
const TIMEOUT = 120_000;

/** Signups spread over `writers`, each read back at once on another instance; answers what was answered 201, and the read-backs that failed. */
const spreadSignups = async (writers: ServerProcess[], readers: ServerProcess[], count: number, label: string) => {
  const answered: Signup[] = [];
  const unreadable: string[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const writer = writers[index % writers.length];
      const { signup } = await signUp(writer, `${label}-${index}`);
      if (!signup) return;
      answered.push(signup);
      const reader = readers.find((candidate) => candidate !== writer) ?? writer;
      const status = await readBack(reader, signup);
      if (status !== 200) unreadable.push(`${signup.email} written on ${writer.baseUrl}, read on ${reader.baseUrl}: ${status}`);
    }),
  );
  return { answered, unreadable };
};

/** The whole multi-instance story on one set of stores. */
const describeCluster = (name: string, storesFor: () => Record<string, string>) => {
  describe(name, () => {
    let cluster: Cluster;
    const folder = mkdtempSync(join(tmpdir(), 'instances-'));
    const answered: Signup[] = [];
    afterAll(async () => {
      await Promise.all(cluster?.instances.map((instance) => instance.stop('SIGKILL')) ?? []);
      rmSync(folder, { recursive: true, force: true });
    });

    it('starts three instances on one set of stores: one holds the projections lease, the others follow it', async () => {
      cluster = await startCluster(3, folder, { LEASE_TTL_MS: String(TTL_MS), ...storesFor() });
      const { instance } = await projectionsHolder(cluster);
      expect(instance).not.toBeNull();
    }, TIMEOUT);

    it('reads a signup answered by one instance through the others at once', async () => {
      const { answered: written, unreadable } = await spreadSignups(cluster.instances, [...cluster.instances].reverse(), 60, 'spread');
      expect(unreadable).toEqual([]);
      expect(written).toHaveLength(60);
      answered.push(...written);
    }, TIMEOUT);

    it('counts each blog view once, and every instance serves the new count at once', async () => {
      const [first] = cluster.instances;
      const posts = (await (await fetch(`${first.baseUrl}/api/blog-posts`)).json()) as { id: string; views: number }[];
      const post = posts[0];
      let last = 0;
      for (let index = 0; index < 24; index += 1) {
        const instance = cluster.instances[index % cluster.instances.length];
        // Distinct visitors (the views limit counts per client address; the instances trust the loopback proxy).
        const response = await fetch(`${instance.baseUrl}/api/blog-posts/${post.id}/view`, { method: 'POST', headers: { 'X-Forwarded-For': `10.0.0.${index + 1}` } });
        expect(response.status).toBe(200);
        last = ((await response.json()) as { views: number }).views;
        const other = cluster.instances[(index + 1) % cluster.instances.length];
        const listed = (await (await fetch(`${other.baseUrl}/api/blog-posts`)).json()) as { id: string; views: number }[];
        expect(listed.find((item) => item.id === post.id)?.views).toBe(last);
      }
      expect(last).toBe(post.views + 24);
    }, TIMEOUT);

    it('accepts an admin session made on one instance on the others', async () => {
      const cookie = await signIn(cluster.instances[0]);
      for (const instance of cluster.instances) expect((await adminGet(instance, cookie, '/api/admin/projections')).status).toBe(200);
    }, TIMEOUT);

    it('rebuilds, asked of a follower, in the holder while every instance keeps serving, and all switch to the new generation', async () => {
      const { instance: holder } = await projectionsHolder(cluster);
      const follower = cluster.instances.find((instance) => instance !== holder)!;
      const cookie = await signIn(follower);
      const before = (await adminGet<ProjectionStatus[]>(follower, cookie, '/api/admin/projections')).body.find((status) => status.name === 'subscribers')!;
      expect(await adminPost(follower, cookie, '/api/admin/projections/subscribers/rebuild')).toBe(202);
      // Traffic meanwhile, on every instance.
      const during = await spreadSignups(cluster.instances, [...cluster.instances].reverse(), 30, 'rebuild');
      expect(during.unreadable).toEqual([]);
      answered.push(...during.answered);
      for (const instance of cluster.instances) {
        await eventually(async () => {
          const status = (await adminGet<ProjectionStatus[]>(instance, cookie, '/api/admin/projections')).body.find((item) => item.name === 'subscribers')!;
          return status.generation === before.generation + 1 && status.rebuild === null;
        }, `${instance.baseUrl} to serve the new generation`);
      }
      const after = await spreadSignups(cluster.instances, cluster.instances, 9, 'after-rebuild');
      expect(after.unreadable).toEqual([]);
      answered.push(...after.answered);
    }, TIMEOUT);

    it('hands the projections to a survivor within two lease periods after kill -9 of the holder under traffic', async () => {
      const { instance: holder, lease } = await projectionsHolder(cluster);
      const survivors = cluster.instances.filter((instance) => instance !== holder);
      let running = true;
      const traffic = (async () => {
        const written: Signup[] = [];
        for (let round = 0; running; round += 1) written.push(...(await spreadSignups(survivors, [...survivors].reverse(), 4, `failover-${round}`)).answered);
        return written;
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const killedAt = Date.now();
      await holder!.stop('SIGKILL');
      await eventually(async () => {
        const next = await projectionsHolder(cluster);
        return next.lease !== null && next.lease.token > lease!.token;
      }, 'a survivor to take the projections lease', 4 * TTL_MS);
      const takeoverMs = Date.now() - killedAt;
      expect(takeoverMs).toBeLessThan(2 * TTL_MS);
      await new Promise((resolve) => setTimeout(resolve, 500));
      running = false;
      const written = await traffic;
      answered.push(...written);
      cluster.instances = survivors;
      // Everything answered during the failover is readable now, on both survivors.
      for (const signup of written) for (const survivor of survivors) expect(await readBack(survivor, signup)).toBe(200);
      const afterwards = await spreadSignups(survivors, [...survivors].reverse(), 10, 'after-failover');
      expect(afterwards.unreadable).toEqual([]);
      answered.push(...afterwards.answered);
    }, TIMEOUT);

    it('ends with every read model equal to a clean rebuild, every answered signup in it, and the view and emails-sent counts equal to the events', async () => {
      // The holder folds what the others appended last (their signups' welcome mails) when its poll
      // sees it: wait for that, since a clean stop stores the positions reached and leaves later events
      // to the next start, which would make the served read models lag the rebuild.
      const { instance: holder } = await projectionsHolder(cluster);
      const cookie = await signIn(holder!);
      await eventually(async () => {
        const statuses = (await adminGet<ProjectionStatus[]>(holder!, cookie, '/api/admin/projections')).body;
        return statuses.every((status) => status.lag === 0);
      }, 'the holder to fold every event');
      // A clean stop stores every position and releases the lease.
      for (const instance of cluster.instances) expect(await instance.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      await withCore(cluster, async (core) => {
        expect(await core.leases.current('projections')).toBeNull();
        const { served, rebuilt } = await servedAndRebuilt(core);
        expect(served).toEqual(rebuilt);
        const subscribers = new Set(served['subscribers/subscribers'].map((subscriber) => subscriber.id));
        expect(answered.filter((signup) => !subscribers.has(signup.id))).toEqual([]);
        const views = new Map<string, number>();
        // Every signup is sent a welcome email, recorded on the subscriber's stream: the emails-sent counters follow those events.
        const emailsSent = new Map<string, number>();
        const countIn = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
        for (let from = 0; ; ) {
          const events = await core.log.readAll(from, 5000);
          if (events.length === 0) break;
          for (const event of events) {
            expect(isUnreadable(event)).toBe(false);
            if (isUnreadable(event)) continue;
            if (event.type === 'BlogPostViewed') countIn(views, String(event.data.postId));
            if (event.type === 'SubscriberEmailSent') countIn(emailsSent, String(event.data.subscriberId));
          }
          from = events.at(-1)!.position;
        }
        expect(served['blog-views/counts'].length).toBeGreaterThan(0);
        for (const count of served['blog-views/counts']) expect(count.views).toBe(views.get(count.id) ?? 0);
        expect(emailsSent.size).toBeGreaterThan(0);
        for (const subscriber of served['subscribers/subscribers']) expect(subscriber.emailsSent).toBe(emailsSent.get(String(subscriber.id)) ?? 0);
      });
    }, TIMEOUT);
  });
};

describeCluster('Three app processes on one DATA_DIR', () => ({}));

describeWithServers(['EVENTSTORE_URL', 'MONGODB_URL'], 'Three app processes on EventStoreDB and MongoDB', (urls) => {
  describeCluster('on the servers', () => ({ ...urls, MONGODB_DATABASE: `instances_test_${process.pid}_${Date.now()}` }));
});

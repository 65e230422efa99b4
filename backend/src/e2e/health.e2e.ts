import { describe, expect, it } from '@jest/globals';
import { PROJECTIONS } from '../app/features.js';
import { defineProjection } from '../core/projections/projection.js';
import { PageViewed, ToolLinkClicked } from '../features/analytics/analytics.events.js';
import { GMAIL_CHECK_JOB } from '../contract/gmail.vocabulary.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { ANALYTICS_REPLAY_JOB } from '../features/operations/replay/analytics-replay.job.js';
import { startTestApp } from './test-app.js';

type JobLine = { name: string; lastRunAt: string | null; lastOutcome: string | null; nextRunAt: string | null; overdue: boolean };
type Report = { status: string; problems: string[]; eventStore: { ok: boolean; headPosition: number | null }; readModelStore: { ok: boolean }; projections: { name: string; state: string; stalledForMs: number | null }[]; jobs: JobLine[] };

/** Fails on a page view of /poison, as a fold with a bug would. */
const poisoned = defineProjection({
  name: 'poisoned',
  version: 1,
  collections: ['seen'],
  events: [PageViewed],
  project: (event) => {
    if (event.data.path === '/poison') throw new Error('cannot fold this page view');
    return [{ kind: 'put', collection: 'seen', document: { id: event.data.path } }];
  },
});

describe('GET /api/health', () => {
  it('answers 200 with both stores, every projection live and no lag, then 503 naming a projection that failed', async () => {
    const app = await startTestApp({}, { projections: [...PROJECTIONS, poisoned] });
    try {
      const healthy = await app.http().get('/api/health').expect(200);
      const report = healthy.body as Report;
      expect(report).toMatchObject({ status: 'ok', problems: [], eventStore: { ok: true }, readModelStore: { ok: true } });
      expect(report.jobs).toContainEqual({ name: ANALYTICS_REPLAY_JOB, lastRunAt: null, lastOutcome: null, nextRunAt: expect.any(String), overdue: false });
      expect(report.eventStore.headPosition).toBeGreaterThan(0);
      expect(report.projections.map((projection) => [projection.name, projection.state, projection.stalledForMs])).toContainEqual(['analytics', 'live', null]);
      expect(healthy.headers['cache-control']).toBe('no-store');

      await app.http().post('/api/track').send({ type: 'page_view', path: '/poison' }).expect(204);
      await expect(app.core.engine.waitFor(await app.core.log.headPosition(), ['poisoned'])).rejects.toMatchObject({ details: { reason: 'projection poisoned has failed' } });
      const failing = (await app.http().get('/api/health').expect(503)).body as Report;
      expect(failing.status).toBe('unhealthy');
      expect(failing.problems).toEqual(['Projection poisoned has failed: cannot fold this page view (event PageViewed at position ' + (await app.core.log.headPosition()) + ')']);
    } finally {
      await app.stop();
    }
  });

  it('answers 503 once a projection stays put longer than HEALTH_STALL_SECONDS while events arrive', async () => {
    let now = new Date('2026-03-01T10:00:00.000Z');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stuck = defineProjection({ name: 'stuck', version: 1, collections: ['clicks'], events: [ToolLinkClicked], project: async () => (await gate, []) });
    const app = await startTestApp({ HEALTH_STALL_SECONDS: '60' }, { projections: [...PROJECTIONS, stuck], clock: { now: () => now } });
    try {
      await app.http().post('/api/track').send({ type: 'tool_click', path: '/tools', tool: 'Jasper' }).expect(204);
      const behind = (await app.http().get('/api/health').expect(200)).body as Report;
      expect(behind.status).toBe('ok');
      await app.http().post('/api/track').send({ type: 'page_view', path: '/' }).expect(204);
      now = new Date(now.getTime() + 30_000);
      const waiting = (await app.http().get('/api/health').expect(200)).body as Report;
      expect(waiting.projections.find((projection) => projection.name === 'stuck')?.stalledForMs).toBe(30_000);
      now = new Date(now.getTime() + 45_000);
      const stalled = (await app.http().get('/api/health').expect(503)).body as Report;
      expect(stalled.problems).toContain('Projection stuck stalls: its lag (2) has grown for 75 s');
    } finally {
      release();
      await app.stop();
    }
  });

  it('answers 503 when a store does not answer its ping', async () => {
    const app = await startTestApp();
    try {
      await app.core.readModelStore.close();
      const report = (await app.http().get('/api/health').expect(503)).body as Report;
      expect(report.readModelStore.ok).toBe(false);
      expect(report.eventStore.ok).toBe(true);
      expect(report.problems).toEqual([expect.stringMatching(/^The read-model store does not answer: /)]);
    } finally {
      await app.stop();
    }
  });

  it('answers 503 when the nightly analytics replay missed its time, and 200 with its last run once it ran', async () => {
    let now = new Date('2026-03-04T03:00:00.000Z');
    const app = await startTestApp({ SCHEDULE_TIMEZONE: 'UTC', HEALTH_JOB_GRACE_SECONDS: '300' }, { clock: { now: () => now } });
    try {
      const runner = app.app.get(JobRunner);
      await runner.whenIdle();
      const replayLine = (report: Report) => report.jobs.find((job) => job.name === ANALYTICS_REPLAY_JOB);
      const before = (await app.http().get('/api/health').expect(200)).body as Report;
      expect(replayLine(before)).toEqual({ name: ANALYTICS_REPLAY_JOB, lastRunAt: null, lastOutcome: null, nextRunAt: '2026-03-04T03:30:00.000Z', overdue: false });
      // 03:30 passed without a run (the instance slept through it); the grace runs out at 03:35.
      now = new Date('2026-03-04T03:34:00.000Z');
      // The Gmail check every 5 minutes keeps its time: its timer follows the wall clock, not this test's.
      const gmailCheck = await runner.checkDue(GMAIL_CHECK_JOB);
      if (gmailCheck?.started) await gmailCheck.done;
      expect(replayLine((await app.http().get('/api/health').expect(200)).body as Report)?.overdue).toBe(false);
      now = new Date('2026-03-04T03:40:00.000Z');
      const missed = (await app.http().get('/api/health').expect(503)).body as Report;
      expect(missed.problems).toContain(`Job ${ANALYTICS_REPLAY_JOB} missed its time: an occurrence has not started within 300 s`);
      expect(replayLine(missed)?.overdue).toBe(true);

      // Every job that missed its time runs its occurrence now.
      for (const job of missed.jobs.filter((line) => line.overdue)) {
        const start = await runner.checkDue(job.name);
        expect(start).toMatchObject({ started: true });
        if (start?.started) await start.done;
      }
      const ran = (await app.http().get('/api/health').expect(200)).body as Report;
      expect(ran.problems).toEqual([]);
      expect(replayLine(ran)).toEqual({ name: ANALYTICS_REPLAY_JOB, lastRunAt: '2026-03-04T03:40:00.000Z', lastOutcome: 'succeeded', nextRunAt: '2026-03-05T03:30:00.000Z', overdue: false });
      // The Read models panel shows the replay the job made; the Jobs panel its summary.
      const admin = await app.admin();
      const analytics = ((await admin.get('/api/admin/projections').expect(200)).body as { name: string; lastReplay: { drift: number; compared: boolean } | null }[]).find((status) => status.name === 'analytics');
      expect(analytics?.lastReplay).toMatchObject({ drift: 0, compared: true });
      const job = ((await admin.get('/api/admin/jobs').expect(200)).body as { name: string; lastResult: { outcome: string; summary: string } }[]).find((listed) => listed.name === ANALYTICS_REPLAY_JOB);
      expect(job?.lastResult).toMatchObject({ outcome: 'succeeded', summary: expect.stringMatching(/^analytics: \d+ events, \d+ ms, drift 0; email-stats: \d+ events, \d+ ms, drift 0$/) });
    } finally {
      await app.stop();
    }
  });
});

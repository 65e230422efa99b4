import { describe, expect, it } from '@jest/globals';
import { PROJECTIONS } from '../app/features.js';
import { defineProjection } from '../core/projections/projection.js';
import { PageViewed, ToolLinkClicked } from '../features/analytics/analytics.events.js';
import { startTestApp } from './test-app.js';

type Report = { status: string; problems: string[]; eventStore: { ok: boolean; headPosition: number | null }; readModelStore: { ok: boolean }; projections: { name: string; state: string; stalledForMs: number | null }[]; jobs: unknown[] };

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
      expect(report).toMatchObject({ status: 'ok', problems: [], eventStore: { ok: true }, readModelStore: { ok: true }, jobs: [] });
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
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type request from 'supertest';
import { checkpointName, physicalCollectionName } from '../core/projections/projection-naming.js';
import { ANALYTICS_PROJECTION, BREAKDOWNS, DAYS } from '../features/analytics/analytics.projection.js';
import { ReplayReadModels } from '../features/operations/replay/replay-read-models.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
  for (const [index, source] of ['website', 'website', 'google-ads'].entries()) {
    await app.http().post('/api/subscribers').send({ email: `replayed-${index}@example.com`, source }).expect(201);
  }
  for (let index = 0; index < 5; index++) await app.http().post('/api/track').send({ type: 'page_view', path: '/tools' }).expect(204);
});
afterAll(() => app.stop());

const replay = () => app.app.get(CommandBus).execute(new ReplayReadModels([ANALYTICS_PROJECTION]));
const settled = async () => app.core.engine.waitFor(await app.core.log.headPosition());
const liveStatus = async () => (await app.core.engine.status()).find((status) => status.name === ANALYTICS_PROJECTION)!;

describe('the analytics replay', () => {
  it('finds no drift in a correct read model, records duration and events, and the Read models status shows it', async () => {
    await settled();
    const { reports, summary } = await replay();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ projection: ANALYTICS_PROJECTION, compared: true, drift: 0, collections: [] });
    expect(reports[0].events).toBeGreaterThan(10);
    expect(reports[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(summary).toMatch(/^analytics: \d+ events, \d+ ms, drift 0$/);
    const status = (await admin.get('/api/admin/projections').expect(200)).body as { name: string; lastReplay: unknown }[];
    expect(status.find((projection) => projection.name === ANALYTICS_PROJECTION)?.lastReplay).toMatchObject({ drift: 0, events: reports[0].events, compared: true });
    expect(status.find((projection) => projection.name === 'subscribers')?.lastReplay).toBeNull();
  });

  it('reports documents the live read model got wrong, lacked or had extra, then serves the rebuilt one', async () => {
    await settled();
    const live = await liveStatus();
    const collection = (logical: string) => physicalCollectionName(ANALYTICS_PROJECTION, logical, live.generation);
    // What a lost or doubled write would leave behind, written past the engine into the live generation.
    await app.core.readModelStore.commit(
      [
        { kind: 'put', collection: collection(BREAKDOWNS), document: { id: 'source:website', dimension: 'source', label: 'website', count: 7 } },
        { kind: 'delete', collection: collection(BREAKDOWNS), id: 'source:google-ads' },
        { kind: 'put', collection: collection(DAYS), document: { id: '1999-01-01', signups: 1, unsubscribes: 0, pageViews: 0, toolClicks: 0, blogReads: 0, activeAtEnd: 1 } },
      ],
      { name: checkpointName(ANALYTICS_PROJECTION, live.generation), position: live.position },
    );
    const broken = (await admin.get('/api/admin/subscriber-analytics').expect(200)).body.bySource;
    expect(broken).toEqual([{ label: 'website', count: 7, demo: 0 }]);

    const [report] = (await replay()).reports;
    expect(report.drift).toBe(3);
    expect(report.collections).toEqual([
      { collection: DAYS, missing: 0, unexpected: 1, changed: 0, sampleIds: ['1999-01-01'] },
      { collection: BREAKDOWNS, missing: 1, unexpected: 0, changed: 1, sampleIds: ['source:google-ads', 'source:website'] },
    ]);
    const repaired = (await admin.get('/api/admin/subscriber-analytics').expect(200)).body.bySource;
    expect(repaired).toEqual([
      { label: 'website', count: 2, demo: 0 },
      { label: 'google-ads', count: 1, demo: 0 },
    ]);
    expect((await liveStatus()).generation).toBe(live.generation + 1);
  });

  it('compares both generations at the same position while events keep arriving: no false drift', async () => {
    let sending = true;
    let sent = 0;
    const traffic = (async () => {
      while (sending && sent < 50) {
        await app.http().post('/api/track').send({ type: 'tool_click', path: '/tools', tool: 'Jasper' }).expect(204);
        sent += 1;
      }
    })();
    while (sent < 3) await new Promise((resolve) => setImmediate(resolve));
    const during = sent;
    const [report] = (await replay()).reports;
    sending = false;
    await traffic;
    expect(sent).toBeGreaterThan(during);
    expect(report).toMatchObject({ compared: true, drift: 0 });
  });
});

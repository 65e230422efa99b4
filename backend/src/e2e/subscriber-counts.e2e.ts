import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import type request from 'supertest';
import { SUBSCRIBER_STATUSES } from '../contract/subscribers.vocabulary.js';
import { checkpointName, physicalCollectionName } from '../core/projections/projection-naming.js';
import { ReplayReadModels } from '../features/operations/replay/replay-read-models.js';
import { SUBSCRIBER_COUNTS, SUBSCRIBERS_PROJECTION } from '../features/subscribers/subscribers.projection.js';
import { startTestApp, type TestApp } from './test-app.js';

type Row = { id: string; status: string };

let app: TestApp;
let admin: request.Agent;

const subscribe = async (email: string): Promise<string> =>
  (await app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: [] }).expect(201)).body.subscriber.id;

/** The list's totals, as the admin's first pages answer them: all, then each status. */
const totals = async () => {
  const total = async (query: string) => (await admin.get(`/api/subscribers?limit=1${query}`).expect(200)).body.total as number;
  return {
    all: await total(''),
    ...Object.fromEntries(await Promise.all(SUBSCRIBER_STATUSES.map(async (status) => [status, await total(`&status=${status}`)]))),
  };
};

/** The same totals counted from the rows of the whole list. */
const countedFromRows = async () => {
  const rows: Row[] = (await admin.get('/api/subscribers').expect(200)).body;
  return { all: rows.length, ...Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length])) };
};

const replay = () => app.app.get(CommandBus).execute(new ReplayReadModels([SUBSCRIBERS_PROJECTION]));
const settled = async () => app.core.engine.waitFor(await app.core.log.headPosition());
const liveStatus = async () => (await app.core.engine.status()).find((status) => status.name === SUBSCRIBERS_PROJECTION)!;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
  const imported = Array.from({ length: 30 }, (_, index) => ({ email: `counted-${index}@example.com`, frequency: 'daily', interests: ['business'] }));
  await admin.post('/api/subscribers/bulk').send({ subscribers: imported }).expect(201);
  const signedUp = await Promise.all(['a', 'b', 'c', 'd'].map((name) => subscribe(`signup-${name}@example.com`)));
  await admin.post(`/api/admin/subscribers/${signedUp[0]}/unsubscribe`).expect(200);
  await admin.post(`/api/admin/subscribers/${signedUp[1]}/unsubscribe`).expect(200);
  await admin.delete(`/api/admin/subscribers/${signedUp[1]}`).expect(200);
  await admin.delete(`/api/admin/subscribers/${signedUp[2]}`).expect(200);
  // Signing up again after an unsubscribe: the same row goes back to active.
  await subscribe('signup-a@example.com');
});
afterAll(() => app.stop());

describe('the totals of the subscriber list, kept as counts by the projection', () => {
  it('answer for the whole list and for each status what the rows themselves count', async () => {
    const answered = await totals();
    expect(answered).toEqual(await countedFromRows());
    expect(answered).toMatchObject({ all: 34, active: 32, unsubscribed: 0, erased: 2 });
  });

  it('equal the counts of a clean rebuild: a replay of the subscriber list finds no drift', async () => {
    await settled();
    const { reports } = await replay();
    expect(reports).toEqual([expect.objectContaining({ projection: SUBSCRIBERS_PROJECTION, compared: true, drift: 0 })]);
    expect(await totals()).toEqual(await countedFromRows());
  });

  it('a count gone wrong in the live read model shows as drift in the counts, and the replay repairs it', async () => {
    await settled();
    const live = await liveStatus();
    const counts = physicalCollectionName(SUBSCRIBERS_PROJECTION, SUBSCRIBER_COUNTS, live.generation);
    // What a lost write would leave behind, written past the engine into the live generation.
    await app.core.readModelStore.commit([{ kind: 'put', collection: counts, document: { id: 'status:active', count: 7 } }], {
      name: checkpointName(SUBSCRIBERS_PROJECTION, live.generation),
      position: live.position,
    });
    expect((await totals()).active).toBe(7);
    const [report] = (await replay()).reports;
    expect(report.drift).toBe(1);
    expect(report.collections).toEqual([{ collection: SUBSCRIBER_COUNTS, missing: 0, unexpected: 0, changed: 1, sampleIds: ['status:active'] }]);
    expect(await totals()).toEqual(await countedFromRows());
  });
});

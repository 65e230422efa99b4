import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitUntil } from './app-process.js';
import { importSubscribers, outboxOf, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;

beforeAll(async () => {
  app = await startTestApp({ LEASE_TTL_MS: '1000' });
  admin = await app.admin();
});
afterAll(() => app.stop());

type Campaign = { id: string; status: string; total: number; sent: number };

describe('one instance runs a campaign at a time', () => {
  it('leaves a campaign whose lease another instance holds, and takes it over once that lease expires', async () => {
    await importSubscribers(admin, ['t1@example.com', 't2@example.com', 't3@example.com']);
    const [draft] = (await admin.get('/api/admin/email-drafts/pending').expect(200)).body as Array<{ id: string }>;
    await admin.post(`/api/admin/email-drafts/${draft!.id}/approve`).send({}).expect(200);
    const campaignId = `newsletter-${draft!.id}`;
    // An instance that died while sending this campaign still holds its lease for a period.
    const taken = await app.core.leases.acquire(`campaign:${campaignId}`, 'instance-that-died', 1000);
    expect(taken).not.toBeNull();
    const takenAt = Date.now();
    await admin.post('/api/admin/send-daily-emails').expect(200);
    const campaign = async () => ((await admin.get('/api/admin/campaigns').expect(200)).body as Campaign[]).find((row) => row.id === campaignId);
    expect(await campaign()).toMatchObject({ status: 'sending', total: 3, sent: 0 });
    expect((await outboxOf(app)).filter((mail) => mail.headers['x-campaign-id'] === campaignId)).toEqual([]);
    await waitUntil(async () => (await campaign())?.status === 'completed', 'the campaign to be taken over and completed', 30_000, 50);
    expect(Date.now() - takenAt).toBeGreaterThanOrEqual(1000);
    await settled(app);
    const mails = (await outboxOf(app)).filter((mail) => mail.headers['x-campaign-id'] === campaignId);
    expect(mails.map((mail) => mail.headers['to']).sort()).toEqual(['t1@example.com', 't2@example.com', 't3@example.com']);
    expect(await campaign()).toMatchObject({ status: 'completed', sent: 3 });
  });
});

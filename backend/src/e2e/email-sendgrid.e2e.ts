import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SendGridMailer } from '../core/mail/sendgrid-mailer.js';
import { CampaignLauncher } from '../features/email/campaigns/campaign-launcher.js';
import { CampaignRunner } from '../features/email/campaigns/campaign-runner.js';
import { CampaignStreams } from '../features/email/campaigns/campaign-streams.js';
import { importSubscribers, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

const SEND_URL = 'https://api.sendgrid.com/v3/mail/send';
const ACTIVITY_URL = 'https://api.sendgrid.com/v3/messages';
// The app under test is served in-process: only SendGrid is doubled, the test's own HTTP calls pass.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: ({ url }, print) => (new URL(url).hostname === '127.0.0.1' ? undefined : print.error()) }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Personalization = { to: Array<{ email: string }>; headers?: Record<string, string>; custom_args?: Record<string, string> };
type SendGridRequest = { personalizations: Personalization[]; headers?: Record<string, string>; custom_args: Record<string, string> };

/** SendGrid's mail/send answering each request with the next step of the script (the last one repeats). */
const sendGrid = (script: Array<number | 'lost'>) => {
  const requests: SendGridRequest[] = [];
  server.use(
    http.post(SEND_URL, async ({ request }) => {
      requests.push((await request.json()) as SendGridRequest);
      const step = script[Math.min(requests.length - 1, script.length - 1)]!;
      if (step === 'lost') return HttpResponse.error();
      return step === 202 ? new HttpResponse(null, { status: 202, headers: { 'x-message-id': `sg-${requests.length}` } }) : HttpResponse.json({ errors: [{ message: 'no' }] }, { status: step });
    }),
  );
  return requests;
};

/** The Email Activity API answering every lookup the same way; records the batch keys asked for. */
const activity = (status: number, messages: unknown[] = []) => {
  const asked: string[] = [];
  server.use(
    http.get(ACTIVITY_URL, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('query') ?? '');
      return HttpResponse.json(status === 200 ? { messages } : { errors: [{ message: 'forbidden' }] }, { status });
    }),
  );
  return asked;
};

const recipientsOf = (requests: SendGridRequest[]) => requests.flatMap((request) => request.personalizations.map((personalization) => personalization.to[0]!.email));

let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let all: string[];
const few = () => all.slice(0, 25);

beforeAll(async () => {
  const mailer = new SendGridMailer('SG.test-key', 'AI Navigator <hello@ai-navigator.example>', { wait: async () => undefined });
  app = await startTestApp({ SENDGRID_LOOKUP_GRACE_SECONDS: '0' }, { mailer });
  admin = await app.admin();
  all = await importSubscribers(admin, Array.from({ length: 2100 }, (_, index) => `reader${index}@example.com`));
}, 120_000);
afterAll(() => app.stop());

const send = async (subscriberIds: string[], expected = 200) =>
  (await admin.post('/api/admin/send-email').send({ subject: 'News', content: 'Hello **there**', subscriberIds }).expect(expected)).body as {
    sentCount: number;
    campaignId: string;
  };
const campaign = async (id: string) => ((await admin.get('/api/admin/campaigns').expect(200)).body as Array<Record<string, unknown>>).find((row) => row.id === id)!;

describe('a campaign through SendGrid', () => {
  it('sends 2,100 recipients as requests of at most 1,000 personalizations, each recipient once', async () => {
    const requests = sendGrid([202]);
    const { sentCount, campaignId } = await send(all);
    expect(sentCount).toBe(2100);
    // Batches go out a few at a time, so their order is not fixed.
    expect(requests.map((request) => request.personalizations.length).sort((left, right) => right - left)).toEqual([1000, 1000, 100]);
    const emails = recipientsOf(requests);
    expect(new Set(emails).size).toBe(2100);
    expect(requests.every((request) => request.headers?.['X-Campaign-Id'] === campaignId)).toBe(true);
    expect(new Set(requests.map((request) => request.custom_args['batch_key'])).size).toBe(3);
    const first = requests[0]!.personalizations[0]!;
    expect(first.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?email=reader\d+%40example\.com&token=/);
    expect(first.custom_args?.['subscriber_id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('waits out 429 and 5xx answers and reaches each recipient once', async () => {
    const requests = sendGrid([429, 503, 202]);
    const { sentCount } = await send(few());
    expect(sentCount).toBe(25);
    expect(requests).toHaveLength(3);
    expect(requests.every((request) => request.custom_args['batch_key'] === requests[0]!.custom_args['batch_key'])).toBe(true);
  });

  it('does not send again a batch whose answer was lost when SendGrid holds it', async () => {
    const requests = sendGrid(['lost', 202]);
    const asked = activity(200, [{ msg_id: 'm1' }]);
    const { sentCount, campaignId } = await send(few());
    expect(requests).toHaveLength(1);
    expect(asked).toEqual([`unique_args['batch_key']="${requests[0]!.custom_args['batch_key']}"`]);
    expect(sentCount).toBe(25);
    expect(await campaign(campaignId)).toMatchObject({ status: 'completed', sent: 25, inDoubt: 0 });
  });

  it('sends a lost batch SendGrid does not hold again, once, as a new attempt', async () => {
    const requests = sendGrid(['lost', 202]);
    activity(200, []);
    const { sentCount } = await send(few());
    expect(requests).toHaveLength(2);
    expect(recipientsOf(requests.slice(1))).toEqual(recipientsOf(requests.slice(0, 1)));
    expect(requests[1]!.custom_args['batch_key']).not.toBe(requests[0]!.custom_args['batch_key']);
    expect(sentCount).toBe(25);
  });

  it('leaves a lost batch in doubt when SendGrid cannot say, until an operator resolves it', async () => {
    const requests = sendGrid(['lost', 202]);
    activity(403);
    const { sentCount, campaignId } = await send(few());
    expect(sentCount).toBe(0);
    expect(requests).toHaveLength(1);
    expect(await campaign(campaignId)).toMatchObject({ status: 'completed', sent: 0, inDoubt: 25 });

    await admin.post(`/api/admin/campaigns/${campaignId}/batches/7/resolve`).send({ resolution: 'resend' }).expect(404);
    await admin.post(`/api/admin/campaigns/${campaignId}/batches/0/resolve`).send({ resolution: 'later' }).expect(400);
    for (const batch of ['1e0', '0x0', '%20', '-1']) {
      const refused = await admin.post(`/api/admin/campaigns/${campaignId}/batches/${batch}/resolve`).send({ resolution: 'resend' }).expect(400);
      expect(refused.body.error).toBe('batch: must be a batch number');
    }
    const resolved = await admin.post(`/api/admin/campaigns/${campaignId}/batches/0/resolve`).send({ resolution: 'resend' }).expect(200);
    expect(resolved.body).toEqual({ campaignId, batch: 0, status: 'released' });
    await settled(app);
    expect(requests).toHaveLength(2);
    expect(await campaign(campaignId)).toMatchObject({ sent: 25, inDoubt: 0, inFlight: 0 });
    // Settled: releasing it again is refused; confirming what is delivered changes nothing.
    await admin.post(`/api/admin/campaigns/${campaignId}/batches/0/resolve`).send({ resolution: 'resend' }).expect(409);
    await admin.post(`/api/admin/campaigns/${campaignId}/batches/0/resolve`).send({ resolution: 'delivered' }).expect(200, { campaignId, batch: 0, status: 'delivered' });
    expect(requests).toHaveLength(2);
  });

  it('records a batch SendGrid rejects as failed, and sends it no more', async () => {
    const requests = sendGrid([400]);
    const { sentCount, campaignId } = await send(few());
    expect(sentCount).toBe(0);
    expect(requests).toHaveLength(1);
    expect(await campaign(campaignId)).toMatchObject({ status: 'completed', failed: 25 });
  });

  it('records a batch whose mail cannot be written as failed with the reason, without asking SendGrid', async () => {
    const requests = sendGrid([202]);
    const listed = await app.app.get(CampaignLauncher).startManual('line1\nline2', 'Hello', few(), 'admin');
    expect(await app.app.get(CampaignRunner).run(listed.plan.campaignId)).toEqual({ sent: 0, failed: 25, skipped: 0, inDoubt: 0 });
    expect(requests).toHaveLength(0);
    expect(await campaign(listed.plan.campaignId)).toMatchObject({
      status: 'completed',
      failed: 25,
      failureReason: 'The mail could not be written: Mail header Subject must be a single line',
    });
  });

  it('looks up a batch left in flight by a crash instead of sending it blindly', async () => {
    const requests = sendGrid([202]);
    activity(200, [{ msg_id: 'm1' }]);
    const listed = await app.app.get(CampaignLauncher).startManual('Crashed', 'Hello', few(), 'admin');
    const { campaignId } = listed.plan;
    // What a crash after "in flight" and before the outcome leaves behind.
    await app.app.get(CampaignStreams).runBatch({ type: 'DispatchBatch', campaignId, batch: 0, attempt: 1, subscriberIds: few(), skipped: [] }, 'system');
    const totals = await app.app.get(CampaignRunner).run(campaignId);
    expect(totals).toEqual({ sent: 25, failed: 0, skipped: 0, inDoubt: 0 });
    expect(requests).toHaveLength(0);
  });
});

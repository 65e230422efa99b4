import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMAIL_LINK_LIFETIME_MS, SubscriberLinks } from '../features/subscribers/subscriber-links.js';
import { importSubscribers, linkIn, outboxOf, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let ids: string[];
const readers = ['r1@example.com', 'r2@example.com', 'r3@example.com', 'gone@example.com'];

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
  ids = await importSubscribers(admin, readers, 'major_updates');
});
afterAll(() => app.stop());

type Campaign = { id: string; status: string; total: number; sent: number; failed: number; skipped: number; inFlight: number; startedAt: string; finishedAt: string | null };

describe('POST /api/admin/send-email', () => {
  it("answers the spec's texts for missing subject, content or recipients, and writes nothing", async () => {
    const before = await app.eventCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ content: 'Hi', subscriberIds: ids }, 'Missing Information', 'subject'],
      [{ subject: '  ', content: 'Hi', subscriberIds: ids }, 'Missing Information', 'subject'],
      [{ subject: 'Hello', subscriberIds: ids }, 'Missing Information', 'content'],
      [{ subject: 'Hello', content: 'Hi', subscriberIds: [] }, 'No Recipients', 'subscriberIds'],
      [{ subject: 'Hello', content: 'Hi' }, 'No Recipients', 'subscriberIds'],
    ];
    for (const [body, error, field] of cases) {
      expect((await admin.post('/api/admin/send-email').send(body).expect(400)).body).toMatchObject({ error, field });
    }
    await admin.post('/api/admin/send-email').send({ subject: 'Hello', content: 'Hi', subscriberIds: 'all' }).expect(400);
    await admin.post('/api/admin/send-email').send({ subject: 'Hello', content: 'Hi', subscriberIds: ids, bcc: 'x' }).expect(400);
    expect(await app.eventCount()).toBe(before);
  });

  it('refuses a subject with a line break on every route that sends one, naming the field, and records nothing', async () => {
    const before = await app.eventCount();
    const mailsBefore = (await outboxOf(app)).length;
    for (const subject of ['line1\nline2', 'Hello\r\nWorld', 'a\rb', 'nul\u0000byte']) {
      const requests = [
        admin.post('/api/admin/send-email').send({ subject, content: 'x', subscriberIds: [ids[0]] }),
        admin.post('/api/admin/send-single-email').send({ to: 't@example.com', subject, content: 'x' }),
        admin.post('/api/admin/personalized-email/send-test').send({ subscriberId: ids[0], to: 't@example.com', subject, content: 'x' }),
      ];
      for (const answer of await Promise.all(requests)) {
        expect([answer.status, answer.body]).toEqual([400, { error: 'subject: must be one line', field: 'subject', reason: 'must be one line' }]);
      }
    }
    expect(await app.eventCount()).toBe(before);
    expect((await outboxOf(app)).length).toBe(mailsBefore);
    expect((await admin.get('/api/admin/campaigns').expect(200)).body).toEqual([]);
  });

  it('refuses ids that are not subscribers, and sends nothing', async () => {
    const before = await app.eventCount();
    const { body } = await admin.post('/api/admin/send-email').send({ subject: 'Hello', content: 'Hi', subscriberIds: [ids[0], '00000000-0000-4000-8000-000000000000', 'nope'] }).expect(400);
    expect(body).toEqual({ error: 'Unknown Recipients', field: 'subscriberIds', reason: '2 of the 3 subscriber ids given are not known' });
    expect(await app.eventCount()).toBe(before);
  });

  it('sends one message to each chosen subscriber, skipping who left, and answers sentCount', async () => {
    const token = app.app.get(SubscriberLinks).tokenFor({ subscriberId: ids[3]!, linkEpoch: 1 }, EMAIL_LINK_LIFETIME_MS, new Date());
    await app.http().delete('/api/unsubscribe/gone@example.com').set('X-Subscriber-Token', token).expect(200);
    const { body } = await admin.post('/api/admin/send-email').send({ subject: 'Big news', content: '## What changed\n\nA **major** update.', subscriberIds: ids }).expect(200);
    expect(body).toEqual({ sentCount: 3, campaignId: expect.any(String), skippedCount: 1, status: 'completed' });
    const mails = (await outboxOf(app)).filter((mail) => mail.headers['x-campaign-id'] === body.campaignId);
    expect(mails.map((mail) => mail.headers['to']).sort()).toEqual(['r1@example.com', 'r2@example.com', 'r3@example.com']);
    const [mail] = mails;
    expect(mail!.headers['subject']).toBe('Big news');
    expect(mail!.html).toContain('<strong>major</strong>');
    expect(mail!.text).toContain('What changed');
    expect(mail!.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\?email=r\d%40example\.com&token=[\w.-]+>$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(mail!, 'Unsubscribe').pathname).toBe('/unsubscribe');
    expect(linkIn(mail!, 'Manage your preferences').searchParams.get('email')).toBe(mail!.headers['to']);
  });

  it('lists the campaign with its counts, start and finish, enough for a progress bar', async () => {
    const [campaign] = (await admin.get('/api/admin/campaigns').expect(200)).body as Campaign[];
    expect(campaign).toMatchObject({ kind: 'manual', subject: 'Big news', status: 'completed', total: 4, sent: 3, failed: 0, skipped: 1, inFlight: 0, inDoubt: 0 });
    expect(Date.parse(campaign!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(campaign!.startedAt));
  });

  it("counts the campaign's messages in the dashboard's emails sent, today and in total", async () => {
    await settled(app);
    const email = (await admin.get('/api/admin/email-analytics').expect(200)).body;
    const forecast = (await admin.get('/api/admin/forecasting-data').expect(200)).body;
    expect(email.todayStats.emailsSent).toBe(3);
    expect(email.weeklyTrends.emailsSent.at(-1).value).toBe(3);
    expect(forecast.totalEmailsSent).toBe(3);
  });

  it("counts each newsletter in the recipients' emails sent", async () => {
    const list = (await admin.get('/api/subscribers').expect(200)).body as Array<{ id: string; emailsSent: number }>;
    expect(list.find((row) => row.id === ids[0])!.emailsSent).toBe(1);
    expect(list.find((row) => row.id === ids[3])!.emailsSent).toBe(0);
  });
});

describe('POST /api/admin/send-single-email', () => {
  it('sends one mail on the layout and says so', async () => {
    const { body } = await admin.post('/api/admin/send-single-email').send({ to: 'Partner@Example.com', subject: 'Partnership', content: 'Hello **partner**' }).expect(200);
    expect(body).toEqual({ message: 'Email sent successfully' });
    const mail = (await outboxOf(app)).find((candidate) => candidate.headers['to'] === 'partner@example.com')!;
    expect(mail.headers['subject']).toBe('Partnership');
    expect(mail.html).toContain('<strong>partner</strong>');
  });

  it('mails a retry with the same request key once, and an edited email or one without a key each time', async () => {
    const requestKey = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
    const email = { to: 'retry@example.com', subject: 'Once', content: 'Only once, please.', requestKey };
    const mailsTo = async () => (await outboxOf(app)).filter((mail) => mail.headers['to'] === 'retry@example.com').length;
    expect((await admin.post('/api/admin/send-single-email').send(email).expect(200)).body).toEqual({ message: 'Email sent successfully' });
    const recorded = await app.eventCount();
    expect((await admin.post('/api/admin/send-single-email').send(email).expect(200)).body).toEqual({ message: 'Email sent successfully' });
    expect(await mailsTo()).toBe(1);
    // Nothing new in the person's history either: the repeat is not a second mail.
    expect(await app.eventCount()).toBe(recorded);
    await admin.post('/api/admin/send-single-email').send({ ...email, content: 'Edited after all.' }).expect(200);
    expect(await mailsTo()).toBe(2);
    const { requestKey: _none, ...unkeyed } = email;
    await admin.post('/api/admin/send-single-email').send(unkeyed).expect(200);
    await admin.post('/api/admin/send-single-email').send(unkeyed).expect(200);
    expect(await mailsTo()).toBe(4);
    expect((await admin.post('/api/admin/send-single-email').send({ ...email, requestKey: 'again' }).expect(400)).body.field).toBe('requestKey');
  });

  it('refuses a missing field or a bad address', async () => {
    for (const body of [{ subject: 'x', content: 'y' }, { to: 'a@example.com', content: 'y' }, { to: 'a@example.com', subject: 'x', content: ' ' }]) {
      expect((await admin.post('/api/admin/send-single-email').send(body).expect(400)).body.error).toBe('Missing Information');
    }
    expect((await admin.post('/api/admin/send-single-email').send({ to: 'not-an-address', subject: 'x', content: 'y' }).expect(400)).body.field).toBe('to');
  });
});

describe('the AI email writer', () => {
  it("answers 'Select Interests' without interests", async () => {
    expect((await admin.post('/api/admin/preview-email').send({ frequency: 'weekly', interests: [] }).expect(400)).body).toMatchObject({ error: 'Select Interests', field: 'interests' });
    await admin.post('/api/admin/preview-email').send({ frequency: 'hourly', interests: ['finance'] }).expect(400);
    await admin.post('/api/admin/preview-email').send({ frequency: 'weekly', interests: ['astrology'] }).expect(400);
  });

  it('previews an email for the frequency, interests and description given', async () => {
    const { body } = await admin
      .post('/api/admin/preview-email')
      .send({ frequency: 'weekly', interests: ['finance'], customInterests: 'AI tools for the stock market' })
      .expect(200);
    expect(Object.keys(body).sort()).toEqual(['content', 'html', 'model', 'subject', 'text', 'writer']);
    // No OpenAI key here: the preview says the offline writer wrote it.
    expect(body.writer).toBe('offline');
    expect(body.content).toContain('AI tools for the stock market');
    // Rendered as subscribers will see it: the light markup as HTML in the newsletter's layout, links to the real pages for nobody in particular.
    expect(body.html).toMatch(/^<!doctype html>/i);
    expect(body.html).toContain(`<title>${body.subject}</title>`);
    expect(body.html).not.toContain('**');
    expect(body.text).toContain('/unsubscribe?email=subscriber%40example.com');
  });

  it('analyzes news into items with headline, summary and category', async () => {
    const { body } = await admin.post('/api/admin/analyze-news').expect(200);
    expect(body.newsItems.length).toBeGreaterThan(0);
    for (const item of body.newsItems) expect(Object.keys(item).sort()).toEqual(['category', 'headline', 'summary']);
  });
});

describe('personalized emails', () => {
  it("previews exactly what a subscriber would receive, with their own links, and sends it to a test address", async () => {
    const preview = (await admin.post('/api/admin/personalized-email/preview').send({ subscriberId: ids[0] }).expect(200)).body;
    expect(preview).toMatchObject({ subscriberId: ids[0], to: 'r1@example.com' });
    expect(preview.text).toContain('email=r1%40example.com');
    await admin.post('/api/admin/personalized-email/send-test').send({ subscriberId: ids[0], to: 'tester@example.com', subject: preview.subject, content: preview.content }).expect(200);
    await settled(app);
    const mail = (await outboxOf(app)).find((candidate) => candidate.headers['to'] === 'tester@example.com')!;
    expect(linkIn(mail, 'Manage your preferences').searchParams.get('email')).toBe('r1@example.com');
    await admin.post('/api/admin/personalized-email/preview').send({ subscriberId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    await admin.post('/api/admin/personalized-email/preview').send({ subscriberId: 'r1' }).expect(400);
    await admin.post('/api/admin/personalized-email/send-test').send({ subscriberId: ids[0], to: 'tester@example.com', subject: '', content: 'x' }).expect(400);
  });
});

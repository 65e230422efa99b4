import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pdfText } from '../features/catalogue/testing/pdf-text.js';
import { UNSUBSCRIBED_LINK } from '../features/subscribers/subscriber-access.js';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import { parseEml } from '../core/mail/eml-reader.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

// Every signup now sends a welcome email, which counts against the per-client mail limit: each signup
// comes from its own client here, so the limit tests below start from a clean count.
let clients = 0;
const subscribe = (body: Record<string, unknown>) => app.http().post('/api/subscribers').set('X-Forwarded-For', `203.0.113.${++clients}`).send(body);
/** A signup from a client of its own, so that the mails it triggers spend no other test's mail budget. */
const subscribeFrom = (client: string, body: Record<string, unknown>) => app.http().post('/api/subscribers').set('X-Forwarded-For', client).send(body);

describe('POST /api/subscribers', () => {
  it('accepts the home newsletter payload and answers the subscriber with a token', async () => {
    const response = await subscribe({ email: 'home@example.com', frequency: 'weekly', interests: ['business'], source: 'website' }).expect(201);
    expect(response.body.subscriber).toMatchObject({ email: 'home@example.com', frequency: 'weekly', interests: ['business'], source: 'website' });
    expect(typeof response.body.token).toBe('string');
  });

  it('accepts the inline payload', async () => {
    await subscribe({ email: 'inline@example.com', frequency: 'weekly', interests: ['business'], source: 'homepage_inline' }).expect(201);
  });

  it('accepts the dedicated page payload with custom interests and utm values, and normalises major-updates', async () => {
    const response = await subscribe({
      email: 'page@example.com',
      frequency: 'major-updates',
      interests: ['ai-writing', 'ai-code'],
      customInterests: 'agents for accounting',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      source: 'dedicated_page',
    }).expect(201);
    expect(response.body.subscriber.frequency).toBe('major_updates');
    const list = await (await app.admin()).get('/api/subscribers').expect(200);
    expect(list.body.find((row: { email: string }) => row.email === 'page@example.com')).toMatchObject({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring',
      customInterests: 'agents for accounting',
      status: 'active',
    });
  });

  it('accepts major as major_updates', async () => {
    const response = await subscribe({ email: 'major@example.com', frequency: 'major', interests: [] }).expect(201);
    expect(response.body.subscriber.frequency).toBe('major_updates');
  });

  it('sends the guide email for the lead magnet and records the send', async () => {
    const before = app.outbox().length;
    const response = await subscribe({
      email: 'lead@example.com',
      frequency: 'daily',
      interests: ['AI Business Tools', 'AI Productivity', 'AI Marketing'],
      source: 'lead_magnet',
      leadMagnet: 'ultimate_ai_tools_guide',
    }).expect(201);
    const mails = app.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: lead@example\.com/);
    expect(mails[0]).toMatch(/Ultimate AI Tools Guide 2025/);
    const history = await (await app.admin()).get(`/api/admin/subscribers/${response.body.subscriber.id}/history`).expect(200);
    expect(history.body.map((entry: { type: string }) => entry.type)).toEqual(['SubscriberSubscribed', 'SubscriberEmailSent']);
  });

  it('answers 409 for the same address in another case and spacing, changes no subscription, and mails the address a secure preferences link', async () => {
    const before = app.outbox().length;
    const response = await subscribeFrom('198.51.100.5', { email: '  HOME@Example.COM ', frequency: 'daily', interests: [] }).expect(409);
    expect(response.body).toEqual({ error: 'Email already subscribed', reason: 'preferences_link_sent' });
    await app.app.get(SubscriberMail, { strict: false }).idle();
    const mails = app.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: home@example\.com/);
    expect(parseEml(mails[0]).text).toMatch(/\/subscribe\/preferences\?email=home%40example\.com&token=/);
    const list = await (await app.admin()).get('/api/subscribers').expect(200);
    expect(list.body.find((row: { email: string }) => row.email === 'home@example.com')).toMatchObject({ frequency: 'weekly', status: 'active' });
  });

  it("says by a reason of its own that no preferences link went out once the address's hourly mail limit is spent", async () => {
    // The welcome and two preferences links spend the address's three mails of the hour, each from a client of its own.
    await subscribeFrom('198.51.100.20', { email: 'limited@example.com', frequency: 'weekly', interests: [] }).expect(201);
    for (const client of ['198.51.100.21', '198.51.100.22']) {
      const sent = await subscribeFrom(client, { email: 'limited@example.com', frequency: 'weekly', interests: [] }).expect(409);
      expect(sent.body).toEqual({ error: 'Email already subscribed', reason: 'preferences_link_sent' });
    }
    await app.app.get(SubscriberMail, { strict: false }).idle();
    const before = app.outbox().length;
    const limited = await subscribeFrom('198.51.100.23', { email: 'limited@example.com', frequency: 'weekly', interests: [] }).expect(409);
    expect(limited.body).toEqual({ error: 'Email already subscribed', reason: 'preferences_link_limited' });
    await app.app.get(SubscriberMail, { strict: false }).idle();
    expect(app.outbox().slice(before)).toHaveLength(0);
  });

  it('mails the guide again, with its download link, to an address already subscribed that asks for it', async () => {
    const before = app.outbox().length;
    const response = await subscribeFrom('198.51.100.6', { email: 'home@example.com', frequency: 'daily', leadMagnet: 'ultimate_ai_tools_guide', source: 'lead_magnet' }).expect(200);
    expect(response.body).toEqual({ alreadySubscribed: true, message: "You're already subscribed, so we've emailed you the guide again." });
    const mails = app.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: home@example\.com/);
    expect(parseEml(mails[0]).text).toMatch(/\/api\/guide\/download\?token=/);
  });

  it('serves the guide PDF from the signed link of the guide email, and refuses a forged or missing one', async () => {
    const before = app.outbox().length;
    await subscribeFrom('198.51.100.7', { email: 'pdf@example.com', leadMagnet: 'ultimate_ai_tools_guide' }).expect(201);
    const link = /(\/api\/guide\/download\?token=[A-Za-z0-9_.%-]+)/.exec(app.outbox().slice(before).map((mail) => parseEml(mail).text).join('\n'))?.[1];
    expect(link).toBeDefined();
    const pdf = await app.http().get(link!).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="ultimate-ai-tools-guide-2025.pdf"');
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(pdf.body as Buffer)).toContain('Implementation Strategies');
    const forged = await app.http().get(`${link!}x`).expect(403);
    expect(forged.body.error).toMatch(/download link has expired or is not valid/);
    await app.http().get('/api/guide/download').expect(403);
  });

  it('lets exactly one of many concurrent signups of one address through', async () => {
    // From a client of its own: each 409 mails a link, which counts against that client's mail budget.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => subscribeFrom('198.51.100.8', { email: 'race@example.com', frequency: 'weekly', interests: [] })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
  });
});

describe('self-service with the signed token', () => {
  let token: string;
  beforeAll(async () => {
    token = (await subscribe({ email: 'self@example.com', frequency: 'weekly', interests: ['business'] }).expect(201)).body.token;
  });

  it('reads the preferences right after the signup', async () => {
    const response = await app.http().get('/api/subscribers/email/self@example.com').set('X-Subscriber-Token', token).expect(200);
    expect(response.body).toEqual({ frequency: 'weekly', interests: ['business'], customInterests: '' });
  });

  it('refuses to read or change preferences without a valid token', async () => {
    await app.http().get('/api/subscribers/email/self@example.com').expect(403);
    await app.http().get('/api/subscribers/email/self@example.com').set('X-Subscriber-Token', `${token}x`).expect(403);
    const other = (await subscribe({ email: 'other@example.com', frequency: 'weekly', interests: [] })).body.token;
    await app.http().get('/api/subscribers/email/self@example.com').set('X-Subscriber-Token', other).expect(403);
    await app.http().put('/api/subscribers/self@example.com').send({ frequency: 'daily', interests: [] }).expect(403);
  });

  it('changes the preferences and shows them at once', async () => {
    await app
      .http()
      .put('/api/subscribers/self@example.com')
      .set('X-Subscriber-Token', token)
      .send({ frequency: 'daily', interests: ['AI Writing Tools'], customInterests: 'newsletters' })
      .expect(200);
    const response = await app.http().get('/api/subscribers/email/self@example.com').set('X-Subscriber-Token', token).expect(200);
    expect(response.body).toEqual({ frequency: 'daily', interests: ['AI Writing Tools'], customInterests: 'newsletters' });
  });

  it('answers an unsubscribe without a token alike for known and unknown addresses, mailing only the known one', async () => {
    const before = app.outbox().length;
    const known = await app.http().delete('/api/unsubscribe/self@example.com').expect(202);
    const unknown = await app.http().delete('/api/unsubscribe/nobody@example.com').expect(202);
    expect(known.body).toEqual(unknown.body);
    await app.app.get(SubscriberMail, { strict: false }).idle();
    const mails = app.outbox().slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/To: self@example\.com/);
  });

  it('unsubscribes at once with the token; the address may subscribe again later', async () => {
    await app.http().delete('/api/unsubscribe/self@example.com').set('X-Subscriber-Token', token).expect(200);
    const ended = await app.http().get('/api/subscribers/email/self@example.com').set('X-Subscriber-Token', token).expect(410);
    expect(ended.body).toEqual({ error: UNSUBSCRIBED_LINK, reason: 'unsubscribed' });
    await subscribe({ email: 'self@example.com', frequency: 'weekly', interests: [] }).expect(201);
  });

  it('mails a preferences link only to a subscribed address, answering alike', async () => {
    const before = app.outbox().length;
    const known = await app.http().post('/api/subscribers/preferences-link').send({ email: 'other@example.com' }).expect(202);
    const unknown = await app.http().post('/api/subscribers/preferences-link').send({ email: 'ghost@example.com' }).expect(202);
    expect(known.body).toEqual(unknown.body);
    await app.app.get(SubscriberMail, { strict: false }).idle();
    expect(app.outbox().slice(before)).toHaveLength(1);
  });
});

describe('abuse limits', () => {
  it('stops mailing links to one address after three requests in an hour', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.http().post('/api/subscribers/preferences-link').send({ email: 'flooded@example.com' }).expect(202);
    }
    const refused = await app.http().post('/api/subscribers/preferences-link').send({ email: 'flooded@example.com' }).expect(429);
    expect(refused.body.error).toMatch(/Too many requests/);
  });
});

describe('closed lists', () => {
  it('refuses an interest or lead magnet outside the vocabulary, naming the field, and writes nothing', async () => {
    const before = await app.eventCount();
    const interest = await subscribe({ email: 'vocabulary@example.com', interests: ['ai-code', 'my private notes'] }).expect(400);
    expect(interest.body).toMatchObject({ field: 'interests.1', reason: expect.stringMatching(/^has an unknown interest/) });
    const magnet = await subscribe({ email: 'vocabulary@example.com', leadMagnet: 'free-ebook' }).expect(400);
    expect(magnet.body.field).toBe('leadMagnet');
    expect(await app.eventCount()).toBe(before);
  });

  it('stores the canonical spelling of an interest given in another case', async () => {
    const response = await subscribe({ email: 'casing@example.com', interests: ['AI-CODE', 'ai marketing'] }).expect(201);
    expect(response.body.subscriber.interests).toEqual(['ai-code', 'AI Marketing']);
  });
});

describe('admin subscriber calls', () => {
  it('imports thousands of rows in one call, idempotently', async () => {
    const subscribers = Array.from({ length: 2000 }, (_, index) => ({
      email: `import${index}@example.com`,
      frequency: index % 3 === 0 ? 'major-updates' : 'weekly',
      interests: ['business'],
      source: 'manual-import',
    }));
    subscribers.push({ email: 'home@example.com', frequency: 'weekly', interests: ['business'], source: 'manual-import' });
    const admin = await app.admin();
    const first = await admin.post('/api/subscribers/bulk').send({ subscribers }).expect(201);
    expect(first.body).toEqual({ created: 2000, duplicates: 1, skipped: 0 });
    const retry = await admin.post('/api/subscribers/bulk').send({ subscribers }).expect(201);
    expect(retry.body).toEqual({ created: 0, duplicates: 2001, skipped: 0 });
    const list = await admin.get('/api/subscribers').expect(200);
    expect(list.body.filter((row: { source: string }) => row.source === 'manual-import')).toHaveLength(2000);
  });

  it('shows who did what and when in a subscriber history', async () => {
    const { body } = await subscribe({ email: 'history@example.com', frequency: 'weekly', interests: [] }).expect(201);
    await app.http().put('/api/subscribers/history@example.com').set('X-Subscriber-Token', body.token).send({ frequency: 'daily', interests: ['ai-code'] });
    await app.http().delete('/api/unsubscribe/history@example.com').set('X-Subscriber-Token', body.token).expect(200);
    const history = await (await app.admin()).get(`/api/admin/subscribers/${body.subscriber.id}/history`).expect(200);
    expect(history.body.map((entry: { type: string; actor: string }) => [entry.type, entry.actor])).toEqual([
      ['SubscriberSubscribed', 'visitor'],
      ['SubscriberEmailSent', 'visitor'],
      ['SubscriberPreferencesChanged', 'visitor'],
      ['SubscriberUnsubscribed', 'visitor'],
    ]);
    expect(JSON.stringify(history.body)).not.toContain('history@example.com');
    expect(history.body[0].occurredAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('answers 404 for the history of an unknown subscriber and 400 for a malformed id', async () => {
    const admin = await app.admin();
    await admin.get('/api/admin/subscribers/5b0c7a49-7a4e-4b53-8a43-9f1c2d3e4f50/history').expect(404);
    await admin.get('/api/admin/subscribers/not-an-id/history').expect(400);
  });
});

describe('lead magnet abuse', () => {
  it('limits how many guide emails one client can trigger in an hour', async () => {
    const fresh = await startTestApp();
    try {
      const leadMagnetSignup = (index: number) =>
        fresh.http().post('/api/subscribers').send({ email: `reader-${index}@example.com`, frequency: 'daily', leadMagnet: 'ultimate_ai_tools_guide' });
      for (let index = 0; index < 10; index++) await leadMagnetSignup(index).expect(201);
      const before = await fresh.eventCount();
      await leadMagnetSignup(10).expect(429);
      expect(await fresh.eventCount()).toBe(before);
      expect(fresh.outbox()).toHaveLength(10);
    } finally {
      await fresh.stop();
    }
  });
});

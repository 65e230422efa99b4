import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync, sign } from 'node:crypto';
import { importSubscribers, linkIn, outboxOf, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

let clients = 0;
const signup = (target: TestApp, email: string, frequency = 'daily') =>
  target.http().post('/api/subscribers').set('X-Forwarded-For', `198.51.100.${++clients}`).send({ email, frequency, interests: ['business'] }).expect(201);
const mailTo = async (target: TestApp, address: string) => (await outboxOf(target)).filter((mail) => mail.headers['to'] === address);
const rowOf = async (target: TestApp, email: string) =>
  ((await (await target.admin()).get('/api/subscribers').expect(200)).body as Array<Record<string, unknown>>).find((row) => row.email === email)!;

describe('the welcome email and one-click unsubscribe', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.stop());

  it('welcomes every new subscriber with their manage and unsubscribe links and the one-click headers', async () => {
    await signup(app, 'welcome@example.com');
    await settled(app);
    const [welcome, ...others] = await mailTo(app, 'welcome@example.com');
    expect(others).toEqual([]);
    expect(welcome!.headers['subject']).toBe('Welcome to the AI Navigator newsletter');
    expect(welcome!.html).toContain('max-width:600px');
    expect(linkIn(welcome!, 'Change what you receive').pathname).toBe('/subscribe/preferences');
    expect(linkIn(welcome!, 'Unsubscribe').searchParams.get('email')).toBe('welcome@example.com');
    expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('unsubscribes at once on the one-click POST, with no cookie, and answers 200 without a redirect', async () => {
    const [welcome] = await mailTo(app, 'welcome@example.com');
    const target = new URL(welcome!.headers['list-unsubscribe']!.slice(1, -1));
    const answer = await app
      .http()
      .post(`${target.pathname}${target.search}`)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(answer.headers['location']).toBeUndefined();
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toEqual({ message: 'You have been unsubscribed. We are sorry to see you go.' });
    expect(await rowOf(app, 'welcome@example.com')).toMatchObject({ status: 'unsubscribed' });
    // Providers may post again: still 200.
    await app.http().post(`${target.pathname}${target.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
  });

  it('also takes the one-click field as multipart form data', async () => {
    await signup(app, 'multipart@example.com');
    await settled(app);
    const target = new URL((await mailTo(app, 'multipart@example.com'))[0]!.headers['list-unsubscribe']!.slice(1, -1));
    await app.http().post(`${target.pathname}${target.search}`).field('List-Unsubscribe', 'One-Click').expect(200);
    expect(await rowOf(app, 'multipart@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses a one-click POST without the field, with a forged token, or for another address, and mails nothing', async () => {
    const { body } = await signup(app, 'kept@example.com');
    await settled(app);
    const mailsBefore = (await outboxOf(app)).length;
    const query = `email=kept%40example.com&token=${body.token}`;
    await app.http().post(`/api/unsubscribe/one-click?${query}`).type('form').send('List-Unsubscribe=Later').expect(400);
    await app.http().post(`/api/unsubscribe/one-click?${query}`).send({ 'List-Unsubscribe': 'One-Click' }).expect(400);
    await app.http().post('/api/unsubscribe/one-click?email=kept%40example.com&token=forged.token').type('form').send('List-Unsubscribe=One-Click').expect(403);
    await app.http().post(`/api/unsubscribe/one-click?email=other%40example.com&token=${body.token}`).type('form').send('List-Unsubscribe=One-Click').expect(403);
    await app.http().post('/api/unsubscribe/one-click?email=not-an-address').type('form').send('List-Unsubscribe=One-Click').expect(400);
    expect(await rowOf(app, 'kept@example.com')).toMatchObject({ status: 'active' });
    await settled(app);
    expect((await outboxOf(app)).length).toBe(mailsBefore);
  });

  it('shows a person who opens the one-click link in a browser a button, and unsubscribes nobody until it is used', async () => {
    const { body } = await signup(app, 'browser@example.com');
    const link = `/api/unsubscribe/one-click?email=browser%40example.com&token=${body.token}`;
    const shown = await app.http().get(link).expect(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.text).toContain(`<form method="post" action="${link.replace('&', '&amp;')}"><input type="hidden" name="List-Unsubscribe" value="One-Click">`);
    // The site's icon, so a browser does not ask for a /favicon.ico that does not exist.
    expect(shown.text).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(await rowOf(app, 'browser@example.com')).toMatchObject({ status: 'active' });
    const done = await app.http().post(link).set('Accept', 'text/html,application/xhtml+xml').type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(done.text).toContain('You have been unsubscribed.');
    expect(await rowOf(app, 'browser@example.com')).toMatchObject({ status: 'unsubscribed' });
  });
});

describe('double opt-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ DOUBLE_OPT_IN: 'true' });
  });
  afterAll(() => app.stop());

  it('keeps a new subscriber pending, out of every send, until they confirm from the welcome email', async () => {
    await signup(app, 'careful@example.com');
    await settled(app);
    expect(await rowOf(app, 'careful@example.com')).toMatchObject({ status: 'pending' });
    const admin = await app.admin();
    const [pendingId] = await Promise.all([(await rowOf(app, 'careful@example.com')).id as string]);
    const sent = (await admin.post('/api/admin/send-email').send({ subject: 'News', content: 'Hi', subscriberIds: [pendingId] }).expect(200)).body;
    expect(sent).toMatchObject({ sentCount: 0, skippedCount: 1 });
    expect((await admin.get('/api/admin/email-drafts/pending').expect(200)).body[0].estimatedRecipients).toBe(0);

    const [welcome] = await mailTo(app, 'careful@example.com');
    expect(welcome!.headers['subject']).toBe('Confirm your subscription to AI Navigator');
    const confirm = linkIn(welcome!, 'Confirm my subscription');
    const page = await app.http().get(`${confirm.pathname}${confirm.search}`).expect(200);
    expect(page.text).toContain('<form method="post"');
    // Opening the link (as a mail scanner does) confirms nothing.
    expect(await rowOf(app, 'careful@example.com')).toMatchObject({ status: 'pending' });
    const done = await app.http().post(`${confirm.pathname}${confirm.search}`).type('form').send('').expect(200);
    expect(done.text).toContain('Your subscription is confirmed.');
    expect(await rowOf(app, 'careful@example.com')).toMatchObject({ status: 'active' });
    expect((await admin.get('/api/admin/email-drafts/pending').expect(200)).body[0].estimatedRecipients).toBe(1);
  });

  it('lets the admin unsubscribe a pending subscriber, whose confirmation link then subscribes nothing', async () => {
    await signup(app, 'undecided@example.com');
    await settled(app);
    const pending = await rowOf(app, 'undecided@example.com');
    expect(pending).toMatchObject({ status: 'pending' });
    const admin = await app.admin();
    const answer = await admin.post(`/api/admin/subscribers/${pending.id}/unsubscribe`).expect(200);
    expect(answer.body.subscriber).toMatchObject({ id: pending.id, status: 'unsubscribed' });
    const history = (await admin.get(`/api/admin/subscribers/${pending.id}/history`).expect(200)).body as Array<{ type: string; actor: string }>;
    expect(history.filter((entry) => entry.type === 'SubscriberUnsubscribed')).toEqual([expect.objectContaining({ actor: 'admin' })]);
    const [welcome] = await mailTo(app, 'undecided@example.com');
    const confirm = linkIn(welcome!, 'Confirm my subscription');
    const refused = await app.http().post(`${confirm.pathname}${confirm.search}`).type('form').send('');
    // Answered as a page: the person clicked a button in a browser.
    expect(refused.status).toBe(410);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain('This link does not work');
    expect(await rowOf(app, 'undecided@example.com')).toMatchObject({ status: 'unsubscribed' });
  });

  it('refuses a confirmation with a forged token', async () => {
    await signup(app, 'other@example.com');
    const answer = await app.http().post('/api/subscribers/confirm?email=other%40example.com&token=forged.token').expect(403);
    expect(answer.text).toContain('This link has expired or is no longer valid.');
    expect(await rowOf(app, 'other@example.com')).toMatchObject({ status: 'pending' });
  });
});

describe('SendGrid event webhook', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ SENDGRID_WEBHOOK_PUBLIC_KEY: publicKey.export({ format: 'der', type: 'spki' }).toString('base64') });
  });
  afterAll(() => app.stop());

  const post = (events: unknown, { key = privateKey, timestamp = '1748851200' } = {}) => {
    const body = JSON.stringify(events);
    const signature = sign('sha256', Buffer.concat([Buffer.from(timestamp), Buffer.from(body)]), key).toString('base64');
    return app
      .http()
      .post('/api/webhooks/sendgrid')
      .set('Content-Type', 'application/json')
      .set('X-Twilio-Email-Event-Webhook-Signature', signature)
      .set('X-Twilio-Email-Event-Webhook-Timestamp', timestamp)
      .send(body);
  };

  it('records bounces, drops and spam reports, shows them in the subscriber list, and sends them nothing more', async () => {
    const admin = await app.admin();
    const ids = await importSubscribers(admin, ['bounced@example.com', 'complained@example.com', 'fine@example.com', 'blocked@example.com']);
    const answer = await post([
      { email: 'bounced@example.com', event: 'bounce', type: 'bounce', timestamp: 1748851000, sg_event_id: 'e1' },
      { email: 'complained@example.com', event: 'spamreport', timestamp: 1748851001, sg_event_id: 'e2' },
      { email: 'fine@example.com', event: 'delivered', timestamp: 1748851002, sg_event_id: 'e3' },
      { email: 'blocked@example.com', event: 'bounce', type: 'blocked', timestamp: 1748851003, sg_event_id: 'e4' },
      { email: 'stranger@example.com', event: 'dropped', timestamp: 1748851004, sg_event_id: 'e5' },
    ]).expect(200);
    expect(answer.body).toEqual({ received: 5, suppressed: 3 });
    expect((await rowOf(app, 'bounced@example.com')).suppression).toEqual({ reasons: ['bounce'], since: '2025-06-02T07:56:40.000Z' });
    expect((await rowOf(app, 'complained@example.com')).suppression).toEqual({ reasons: ['spamreport'], since: '2025-06-02T07:56:41.000Z' });
    expect((await rowOf(app, 'fine@example.com')).suppression).toBeNull();
    expect((await rowOf(app, 'blocked@example.com')).suppression).toBeNull();

    const sent = (await admin.post('/api/admin/send-email').send({ subject: 'Hello', content: 'Hi', subscriberIds: ids }).expect(200)).body;
    expect(sent).toMatchObject({ sentCount: 2, skippedCount: 2 });
    const single = await admin.post('/api/admin/send-single-email').send({ to: 'stranger@example.com', subject: 'Hi', content: 'Hi' }).expect(409);
    expect(single.body.error).toBe('This address is suppressed (dropped): no mail is sent to it');
    expect(await mailTo(app, 'stranger@example.com')).toEqual([]);
  });

  it('records a re-delivered webhook once', async () => {
    const before = await app.eventCount();
    const again = await post([{ email: 'bounced@example.com', event: 'bounce', type: 'bounce', timestamp: 1748851000, sg_event_id: 'e1' }]).expect(200);
    expect(again.body).toEqual({ received: 1, suppressed: 0 });
    expect(await app.eventCount()).toBe(before);
  });

  it('refuses a call whose signature does not verify, and records nothing', async () => {
    const before = await app.eventCount();
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    await post([{ email: 'fine@example.com', event: 'spamreport', timestamp: 1, sg_event_id: 'x' }], { key: other }).expect(403);
    await app.http().post('/api/webhooks/sendgrid').send([{ email: 'fine@example.com', event: 'spamreport', timestamp: 1 }]).expect(403);
    expect(await app.eventCount()).toBe(before);
  });

  it('answers 400 for a signed body that is not a list of events', async () => {
    await post({ email: 'fine@example.com' }).expect(400);
    await post([{ event: 'bounce' }]).expect(400);
  });

  it('refuses every call when no verification key is set', async () => {
    const unset = await startTestApp();
    try {
      const response = await unset.http().post('/api/webhooks/sendgrid').send([]).expect(403);
      expect(response.body.error).toMatch(/SENDGRID_WEBHOOK_PUBLIC_KEY/);
    } finally {
      await unset.stop();
    }
  });
});

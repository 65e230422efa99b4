import { afterEach, describe, expect, it } from '@jest/globals';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import { expectRetryAfter } from './retry-after.js';
import { startTestApp, type TestApp } from './test-app.js';

const apps: TestApp[] = [];
const freshApp = async (environment: Record<string, string> = {}) => {
  const app = await startTestApp(environment);
  apps.push(app);
  return app;
};
afterEach(async () => {
  for (const app of apps.splice(0)) await app.stop();
});

const mailsTo = async (app: TestApp, address: string) => {
  await app.app.get(SubscriberMail, { strict: false }).idle();
  return app.outbox().filter((mail) => mail.includes(`To: ${address}`));
};

describe('mail a stranger can trigger', () => {
  it('does not let a forged token header switch off the unsubscribe mail limits', async () => {
    const app = await freshApp();
    // The signup's welcome email is the first of the address's three mails an hour.
    await app.http().post('/api/subscribers').send({ email: 'target@example.com' }).expect(201);
    const statuses: number[] = [];
    for (let call = 0; call < 25; call++) {
      const answer = await app.http().delete('/api/unsubscribe/target@example.com').set('X-Subscriber-Token', 'x');
      statuses.push(answer.status);
      if (answer.status === 429) expectRetryAfter(answer);
    }
    expect(statuses.slice(0, 2)).toEqual([202, 202]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
    expect(await mailsTo(app, 'target@example.com')).toHaveLength(3);
  });

  it('counts every kind of stranger mail against one budget per recipient, the welcome email included', async () => {
    const app = await freshApp();
    await app.http().post('/api/subscribers').send({ email: 'inbox@example.com' }).expect(201);
    await app.http().delete('/api/unsubscribe/inbox@example.com').expect(202);
    await app.http().post('/api/subscribers/preferences-link').send({ email: 'inbox@example.com' }).expect(202);
    await app.http().post('/api/data-deletion-request').send({ email: 'inbox@example.com' }).expect(429);
    await app.http().post('/api/subscribers/preferences-link').send({ email: 'INBOX@example.com' }).expect(429);
    expect(await mailsTo(app, 'inbox@example.com')).toHaveLength(3);
  });

  it('counts mail to many recipients against one budget per client', async () => {
    const app = await freshApp();
    for (let index = 0; index < 10; index++) {
      await app.http().post('/api/data-deletion-request').set('X-Forwarded-For', '203.0.113.7').send({ email: `r${index}@example.com` }).expect(202);
    }
    await app.http().post('/api/subscribers/preferences-link').set('X-Forwarded-For', '203.0.113.7').send({ email: 'r10@example.com' }).expect(429);
    await app.http().post('/api/subscribers/preferences-link').set('X-Forwarded-For', '203.0.113.8').send({ email: 'r10@example.com' }).expect(202);
  });

  it('holds the per-recipient limit for mail caused by signups', async () => {
    const app = await freshApp();
    const guideSignup = (email: string, client: string) =>
      app.http().post('/api/subscribers').set('X-Forwarded-For', client).send({ email, leadMagnet: 'ultimate_ai_tools_guide' });
    await app.http().post('/api/subscribers/preferences-link').send({ email: 'reader@example.com' }).expect(202);
    await app.http().post('/api/data-deletion-request').send({ email: 'reader@example.com' }).expect(202);
    await app.http().post('/api/data-deletion-request').send({ email: 'reader@example.com' }).expect(202);
    const before = await app.eventCount();
    await guideSignup('reader@example.com', '198.51.100.1').expect(429);
    expect(await app.eventCount()).toBe(before);
  });
});

describe('contact messages per client', () => {
  it('allows 10 per client per hour, then answers 429 with Retry-After', async () => {
    const app = await freshApp();
    const contact = (client: string) =>
      app.http().post('/api/contact').set('X-Forwarded-For', client).send({ name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question about the newsletter.' });
    for (let index = 0; index < 10; index++) await contact('192.0.2.20').expect(201);
    expectRetryAfter(await contact('192.0.2.20'));
    await contact('192.0.2.21').expect(201);
  });
});

describe('signups per client', () => {
  it('allows SIGNUP_RATE_LIMIT signups per client per hour, then answers 429 and writes nothing', async () => {
    const app = await freshApp({ SIGNUP_RATE_LIMIT: '5' });
    const signup = (index: number, client = '192.0.2.10') =>
      app.http().post('/api/subscribers').set('X-Forwarded-For', client).send({ email: `signup-${index}@example.com` });
    for (let index = 0; index < 5; index++) await signup(index).expect(201);
    const before = await app.eventCount();
    const refused = await signup(5).expect(429);
    expect(refused.body.error).toMatch(/Too many requests. Please try again in \d+ minutes?\./);
    expectRetryAfter(refused);
    expect(await app.eventCount()).toBe(before);
    await signup(6, '192.0.2.11').expect(201);
  });

  it('limits signups to 30 per client per hour by default', async () => {
    const app = await freshApp();
    for (let index = 0; index < 30; index++) await app.http().post('/api/subscribers').send({ email: `default-${index}@example.com` }).expect(201);
    await app.http().post('/api/subscribers').send({ email: 'default-30@example.com' }).expect(429);
  });

  it('does not limit signups when SIGNUP_RATE_LIMIT is 0', async () => {
    const app = await freshApp({ SIGNUP_RATE_LIMIT: '0' });
    for (let index = 0; index < 40; index++) await app.http().post('/api/subscribers').send({ email: `open-${index}@example.com` }).expect(201);
  });
});

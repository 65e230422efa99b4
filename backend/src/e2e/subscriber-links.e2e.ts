import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parseEml } from '../core/mail/eml-reader.js';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import { startTestApp, type TestApp } from './test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The app's clock, moved by the tests: token expiry is decided with it. */
let now = new Date('2030-01-01T09:00:00.000Z');
const clock = { now: () => now };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { clock });
});
afterAll(() => app.stop());

const subscribe = (email: string) => app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: ['business'] });
const readPreferences = (email: string, token: string) => app.http().get(`/api/subscribers/email/${email}`).set('X-Subscriber-Token', token);

/** The token in the newest link of `kind` mailed to `address`. */
const tokenInLastMail = async (address: string, path: '/subscribe/preferences' | '/unsubscribe') => {
  await app.app.get(SubscriberMail, { strict: false }).idle();
  const mails = app.outbox().map(parseEml).filter((mail) => mail.headers.to === address);
  const link = mails.at(-1)?.text.match(new RegExp(`${path}\\?\\S+`))?.[0];
  if (!link) throw new Error(`no ${path} link mailed to ${address}`);
  return new URL(link, 'http://localhost').searchParams.get('token') ?? '';
};

describe('subscriber tokens are bound to one subscription', () => {
  it("stops a stranger's signup token from opening the real person's later subscription", async () => {
    const email = 'victim@example.com';
    const strangers = (await subscribe(email).expect(201)).body.token as string;
    await app.http().delete(`/api/unsubscribe/${email}`).set('X-Subscriber-Token', strangers).expect(200);

    const owners = (await subscribe(email).expect(201)).body.token as string;
    expect(owners).not.toBe(strangers);
    const refused = await readPreferences(email, strangers).expect(403);
    expect(refused.body.error).toMatch(/email you a new link/);
    await app.http().put(`/api/subscribers/${email}`).set('X-Subscriber-Token', strangers).send({ frequency: 'daily', customInterests: 'mine' }).expect(403);
    await readPreferences(email, owners).expect(200);
  });

  it('lets the signup token open the preferences for about an hour, then answers 403 offering a new link', async () => {
    const email = 'hour@example.com';
    const token = (await subscribe(email).expect(201)).body.token as string;
    now = new Date(now.getTime() + 59 * 60 * 1000);
    await readPreferences(email, token).expect(200);
    now = new Date(now.getTime() + 2 * 60 * 1000);
    const expired = await readPreferences(email, token).expect(403);
    expect(expired.body).toMatchObject({ error: expect.stringMatching(/expired.*email you a new link/), reason: 'link_expired' });
  });

  it('gives emailed links about 90 days', async () => {
    const email = 'ninety@example.com';
    await subscribe(email).expect(201);
    await app.http().post('/api/subscribers/preferences-link').send({ email }).expect(202);
    const token = await tokenInLastMail(email, '/subscribe/preferences');
    now = new Date(now.getTime() + 89 * DAY);
    await readPreferences(email, token).expect(200);
    now = new Date(now.getTime() + 2 * DAY);
    await readPreferences(email, token).expect(403);
  });

  it('turns emailed links of an earlier subscription off when the address subscribes again', async () => {
    const email = 'rotate@example.com';
    const first = (await subscribe(email).expect(201)).body.token as string;
    await app.http().post('/api/subscribers/preferences-link').send({ email }).expect(202);
    const emailed = await tokenInLastMail(email, '/subscribe/preferences');
    await app.http().delete(`/api/unsubscribe/${email}`).set('X-Subscriber-Token', first).expect(200);
    await subscribe(email).expect(201);
    await readPreferences(email, emailed).expect(403);
    // Two welcome emails and the link have spent the address's mails for this hour; an hour on, the stale
    // link is treated as no link at all: a confirmation is mailed (202), nothing is unsubscribed.
    now = new Date(now.getTime() + 61 * 60 * 1000);
    await app.http().delete(`/api/unsubscribe/${email}`).set('X-Subscriber-Token', emailed).expect(202);
  });

  it('refuses a token in the old format (no expiry, no subscription) like any other stale link', async () => {
    const email = 'legacy@example.com';
    const { subscriber } = (await subscribe(email).expect(201)).body as { subscriber: { id: string } };
    const { signToken } = await import('../core/crypto/signed-token.js');
    const legacy = signToken(app.core.secret, { purpose: 'subscriber', subject: subscriber.id });
    await readPreferences(email, legacy).expect(403);
  });
});

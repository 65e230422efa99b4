import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parseEml } from '../core/mail/eml-reader.js';
import { ContactMessageReceived } from '../features/contact/contact.events.js';
import { startTestApp, type TestApp } from './test-app.js';

const EMAIL = 'erase.me.please@example.com';
const FREE_TEXT = 'quantum-bookkeeping-for-llamas';
const MESSAGE = 'my-private-contact-message-7731';
const CAMPAIGN = 'spring-offer-for-erin-7731';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

/** The files (all the app keeps on disk except the outbox: mail already sent is outside our systems) holding the text. */
const filesContaining = (needle: string) =>
  readdirSync(app.dataDir)
    .filter((file) => file !== 'outbox')
    .filter((file) => {
      const bytes = readFileSync(join(app.dataDir, file));
      return bytes.includes(Buffer.from(needle, 'utf8')) || bytes.includes(Buffer.from(needle, 'utf16le'));
    });

const lastMailTo = (address: string) => {
  const mails = app.outbox().map(parseEml).filter((mail) => mail.headers.to === address);
  return mails[mails.length - 1];
};

describe('data deletion by crypto-shredding', () => {
  it('answers a request alike for known and unknown addresses', async () => {
    const unknown = await app.http().post('/api/data-deletion-request').send({ email: 'stranger@example.com', reason: 'curious' }).expect(202);
    await app.http().post('/api/subscribers').send({ email: 'known@example.com', frequency: 'weekly', interests: [] }).expect(201);
    const known = await app.http().post('/api/data-deletion-request').send({ email: 'known@example.com', reason: 'done' }).expect(202);
    expect(known.body).toEqual(unknown.body);
  });

  it('leaves no readable trace of the person after the confirmation link is followed', async () => {
    const signup = await app
      .http()
      .post('/api/subscribers')
      .send({ email: EMAIL, frequency: 'daily', interests: ['ai-code'], customInterests: FREE_TEXT, source: 'dedicated_page', leadMagnet: 'ultimate_ai_tools_guide', utmSource: EMAIL, utmCampaign: CAMPAIGN })
      .expect(201);
    const subscriberId = signup.body.subscriber.id as string;
    await app.http().post('/api/contact').send({ name: 'Erin Erase', email: EMAIL, subject: 'Question', message: MESSAGE }).expect(201);

    // Before: the events hold ciphertext only, the read models hold the plaintext the screens need.
    const raw = await app.core.store.readAll(0, 10_000);
    expect(JSON.stringify(raw)).not.toContain(EMAIL);
    expect(JSON.stringify(raw)).not.toContain(MESSAGE);
    expect(JSON.stringify(raw)).not.toContain(CAMPAIGN);
    expect(raw.some((event) => event.type === ContactMessageReceived.type)).toBe(true);

    await app.http().post('/api/data-deletion-request').send({ email: EMAIL, reason: 'please forget me' }).expect(202);
    const link = /https?:\/\/\S+data-deletion\?token=(\S+)/.exec(lastMailTo(EMAIL).text);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(200);

    const admin = await app.admin();
    const row = (await admin.get('/api/subscribers').expect(200)).body.find((subscriber: { id: string }) => subscriber.id === subscriberId);
    expect(row).toMatchObject({ status: 'erased', email: null, customInterests: null, utmSource: null, utmCampaign: null });
    const events = await app.core.log.readStream(`subscriber-${subscriberId}`);
    expect(events[0].data.email).toBeNull();
    expect(events[0].data.customInterests).toBeNull();

    await app.core.engine.rebuildAll();
    for (const needle of [EMAIL, FREE_TEXT, MESSAGE, CAMPAIGN, 'Erin Erase', 'please forget me']) {
      expect({ needle, foundIn: filesContaining(needle) }).toEqual({ needle, foundIn: [] });
    }
  });

  it('completes the erasure when a confirmation that failed half-way is opened again', async () => {
    const address = 'half.way@example.com';
    const signup = await app.http().post('/api/subscribers').send({ email: address, frequency: 'weekly', customInterests: 'half-way-secret-42' }).expect(201);
    await app.http().post('/api/data-deletion-request').send({ email: address, reason: null }).expect(202);
    const token = /data-deletion\?token=(\S+)/.exec(lastMailTo(address).text)?.[1] ?? '';
    // The key store refuses once (as SQLite does while another process holds a checkpoint).
    const forget = jest.spyOn(app.core.cipher, 'forget').mockRejectedValueOnce(new Error('key store busy'));
    try {
      await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(500);
      await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(200);
    } finally {
      forget.mockRestore();
    }
    const events = await app.core.log.readStream(`subscriber-${signup.body.subscriber.id}`);
    expect(events[0].data.email).toBeNull();
    expect(events.at(-1)?.type).toBe('SubscriberErased');
    await app.core.engine.rebuildAll();
    expect(filesContaining('half-way-secret-42')).toEqual([]);
    await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(410);
  });

  it('leaves no trace in the generation a rebuild just replaced, which stays readable for a while for other instances', async () => {
    const address = 'rebuilt.then.erased@example.com';
    const secret = 'erased-right-after-a-rebuild-5120';
    const signup = await app.http().post('/api/subscribers').send({ email: address, frequency: 'weekly', customInterests: secret }).expect(201);
    await app.core.engine.rebuild('subscribers');
    const admin = await app.admin();
    await admin.delete(`/api/admin/subscribers/${signup.body.subscriber.id}`).expect(200);
    for (const needle of [address, secret]) expect({ needle, foundIn: filesContaining(needle) }).toEqual({ needle, foundIn: [] });
  });

  it('refuses a link used twice, and a forged one', async () => {
    await app.http().post('/api/data-deletion-request').send({ email: 'twice@example.com', reason: null }).expect(202);
    const token = /data-deletion\?token=(\S+)/.exec(lastMailTo('twice@example.com').text)?.[1] ?? '';
    await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(200);
    await app.http().post('/api/data-deletion-request/confirm').send({ token }).expect(410);
    await app.http().post('/api/data-deletion-request/confirm').send({ token: `${token.slice(0, -2)}xx` }).expect(400);
  });

  it("answers an erased person's old links as forged ones: 403, nothing changed, nothing mailed", async () => {
    const address = 'erased.links@example.com';
    const signup = await app.http().post('/api/subscribers').send({ email: address }).expect(201);
    const token = signup.body.token as string;
    await app.http().post('/api/data-deletion-request').send({ email: address }).expect(202);
    const deletion = /data-deletion\?token=(\S+)/.exec(lastMailTo(address).text)?.[1] ?? '';
    await app.http().post('/api/data-deletion-request/confirm').send({ token: deletion }).expect(200);
    const mails = app.outbox().length;
    const before = await app.eventCount();
    const path = `/api/subscribers/email/${encodeURIComponent(address)}`;
    const link = `?email=${encodeURIComponent(address)}&token=${encodeURIComponent(token)}`;
    const answers = {
      preferences: (await app.http().get(path).set('X-Subscriber-Token', token)).status,
      change: (await app.http().put(`/api/subscribers/${encodeURIComponent(address)}`).set('X-Subscriber-Token', token).send({ frequency: 'weekly' })).status,
      oneClick: (await app.http().post(`/api/unsubscribe/one-click${link}`).type('form').send({ 'List-Unsubscribe': 'One-Click' })).status,
      confirm: (await app.http().post(`/api/subscribers/confirm${link}`)).status,
      unsubscribe: (await app.http().delete(`/api/unsubscribe/${encodeURIComponent(address)}`).set('X-Subscriber-Token', token)).body,
    };
    expect(answers).toEqual({
      preferences: 403,
      change: 403,
      oneClick: 403,
      confirm: 403,
      unsubscribe: { unsubscribed: false, message: "If this address is subscribed, we've sent a link to confirm unsubscribing." },
    });
    expect(await app.eventCount()).toBe(before);
    expect(app.outbox()).toHaveLength(mails);
  });

  it('lets the address subscribe again as a new person afterwards', async () => {
    const again = await app.http().post('/api/subscribers').send({ email: EMAIL, frequency: 'weekly', interests: [] }).expect(201);
    expect(again.body.subscriber.email).toBe(EMAIL);
  });
});

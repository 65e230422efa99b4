import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { contactAdminRoutes, contactHistorySchema, contactInboxPageSchema, contactMessageSchema, inboundEmailStatusSchema } from '../contract/contact.contract.js';
import { CONTACT_LIMITS, CONTACT_TEXTS } from '../contract/contact.vocabulary.js';
import { readOutbox } from '../core/mail/eml-reader.js';
import { MailDeliveryError } from '../core/mail/mail-delivery-error.js';
import type { MailMessage, Mailer } from '../core/mail/mailer.port.js';
import { OutboxMailer } from '../core/mail/outbox-mailer.js';
import { replyMailKey } from '../features/contact/commands/reply-to-contact-message.js';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import { startTestApp, type TestApp } from './test-app.js';

const SECRET = 'inbound-webhook-secret-for-tests';

/** The outbox, with a switch that makes the transport fail as SendGrid does when it cannot be reached. */
class SwitchableMailer extends OutboxMailer {
  failing = false;
  override async send(message: MailMessage) {
    if (this.failing) throw new MailDeliveryError('upstream_unavailable', 'The mail transport could not be reached');
    return super.send(message);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'ai-navigator-contact-'));
const outboxDir = join(dataDir, 'outbox');
const mailer = new SwitchableMailer(outboxDir, 'AI Navigator <hello@ai-navigator.example>');
let app: TestApp;
let admin: request.Agent;
let client = 0;

beforeAll(async () => {
  app = await startTestApp({ DATA_DIR: dataDir, INBOUND_EMAIL_WEBHOOK_SECRET: SECRET }, { mailer: mailer as Mailer });
  admin = await app.admin();
});
afterAll(async () => {
  await app.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A message through the public form, each from its own client (the form allows 10 an hour per client); answers its id. */
const contact = async (fields: { name?: string; email: string; subject: string; message?: string }): Promise<string> => {
  client++;
  const body = { name: 'Ada', message: 'Hello, I have a question about the tools.', ...fields };
  return (await app.http().post('/api/contact').set('X-Forwarded-For', `203.0.113.${client}`).send(body).expect(201)).body.id as string;
};
/** A page of the inbox, for the query string's parameters. */
const inboxPage = async (query: Record<string, string> = {}) => contactInboxPageSchema.parse((await admin.get('/api/admin/contact-messages').query(query).expect(200)).body);
/** The newest 100 messages (more than this file writes), or those of one status. */
const inbox = async (status?: string) => (await inboxPage({ limit: '100', ...(status ? { status } : {}) })).items;
const messageOf = async (id: string) => (await inbox()).find((message) => message.id === id);
const historyOf = async (id: string) => contactHistorySchema.parse((await admin.get(`/api/admin/contact-messages/${id}/history`).expect(200)).body);
const mailsTo = async (address: string) => (await readOutbox(outboxDir)).filter((mail) => mail.headers.to === address);
const reply = (id: string, replyContent: string) => admin.post(`/api/admin/contact-messages/${id}/reply`).send({ replyContent });
const act = (id: string, action: 'mark-read' | 'spam' | 'restore') => admin.post(`/api/admin/contact-messages/${id}/${action}`);
const webhook = () => app.http().post('/api/webhooks/email');
const mail = (data: Record<string, unknown>) => ({ type: 'email.received', data: { id: 'mail-1', from: 'Grace <grace@example.com>', subject: 'Hello', text: 'Hi', ...data } });

describe('the contact admin routes', () => {
  it('answer 401 without a session', async () => {
    const id = '2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f';
    for (const route of Object.values(contactAdminRoutes)) {
      const path = route.path.replace(':id', id);
      const call = route.method === 'GET' ? app.http().get(path) : app.http().post(path).send(route.name === 'reply' ? { replyContent: 'x' } : undefined);
      expect({ route: route.name, status: (await call).status }).toEqual({ route: route.name, status: 401 });
    }
  });
});

describe('the inbox', () => {
  it('lists messages newest first, optionally of one status, and 400s an unknown status', async () => {
    const first = await contact({ email: 'first@example.com', subject: 'First question' });
    const second = await contact({ email: 'second@example.com', subject: 'URGENT: the site is down' });
    const listed = await inbox();
    expect(listed.findIndex((message) => message.id === second)).toBeLessThan(listed.findIndex((message) => message.id === first));
    expect(listed.find((message) => message.id === second)).toMatchObject({
      email: 'second@example.com',
      subject: 'URGENT: the site is down',
      status: 'unread',
      priority: 'urgent',
      channel: 'contact-form',
      erased: false,
      replies: [],
    });
    await act(first, 'mark-read').expect(200);
    expect((await inbox('read')).map((message) => message.id)).toContain(first);
    expect((await inbox('unread')).map((message) => message.id)).not.toContain(first);
    expect((await admin.get('/api/admin/contact-messages?status=archived').expect(400)).body.field).toBe('status');
  });

  it('pages through the inbox newest first by its cursor, and counts the messages of each status', async () => {
    const before = (await inboxPage()).counts;
    const [first, second, third] = [await contact({ email: 'p1@example.com', subject: 'One' }), await contact({ email: 'p2@example.com', subject: 'Two' }), await contact({ email: 'p3@example.com', subject: 'Three' })];
    await act(first, 'mark-read').expect(200);
    await act(second, 'spam').expect(200);
    expect((await inboxPage()).counts).toEqual({ ...before, unread: before.unread + 1, read: before.read + 1, spam: before.spam + 1 });
    // Pages of two, followed to the end, give the whole inbox once, in the same order.
    const paged: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await inboxPage({ limit: '2', ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((message) => message.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual((await inbox()).map((message) => message.id));
    expect(paged.slice(0, 3)).toEqual([third, second, first]);
    // A status's pages hold only that status; the counts stay those of the whole inbox.
    const spamPage = await inboxPage({ status: 'spam', limit: '1' });
    expect(spamPage.items.map((message) => message.id)).toEqual([second]);
    expect(spamPage.counts).toEqual((await inboxPage()).counts);
  });

  it('400s a page size out of bounds and a cursor that is not one', async () => {
    for (const limit of ['0', '101', 'ten']) expect((await admin.get('/api/admin/contact-messages').query({ limit }).expect(400)).body.field).toBe('limit');
    expect((await admin.get('/api/admin/contact-messages').query({ cursor: 'not-a-cursor' }).expect(400)).body).toMatchObject({ field: 'cursor', error: 'cursor: is not a cursor of this list' });
  });

  it('404s a message that does not exist and 400s an id that is not one', async () => {
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    expect((await admin.get(`/api/admin/contact-messages/${unknown}/history`).expect(404)).body.error).toBe('Contact message not found');
    await act(unknown, 'mark-read').expect(404);
    await reply(unknown, 'Hello').expect(404);
    await admin.get('/api/admin/contact-messages/not-an-id/history').expect(400);
  });
});

describe('mark read, spam and restore', () => {
  it('marks an unread message read once, and refuses a replied or spam one', async () => {
    const id = await contact({ email: 'reader@example.com', subject: 'Read me' });
    expect(contactMessageSchema.parse((await act(id, 'mark-read').expect(200)).body)).toMatchObject({ id, status: 'read' });
    const events = await app.eventCount();
    expect((await act(id, 'mark-read').expect(200)).body.status).toBe('read');
    expect(await app.eventCount()).toBe(events);
    await act(id, 'spam').expect(200);
    expect((await act(id, 'mark-read').expect(409)).body.error).toBe(CONTACT_TEXTS.onlyUnreadMarkedRead);
  });

  it('marks spam from any status (again changes nothing) and restores to read, or to replied when it was answered', async () => {
    const unanswered = await contact({ email: 'spammy@example.com', subject: 'Cheap offers' });
    expect((await act(unanswered, 'spam').expect(200)).body.status).toBe('spam');
    const events = await app.eventCount();
    expect((await act(unanswered, 'spam').expect(200)).body.status).toBe('spam');
    expect(await app.eventCount()).toBe(events);
    expect((await inbox('spam')).map((message) => message.id)).toContain(unanswered);
    expect((await act(unanswered, 'restore').expect(200)).body.status).toBe('read');
    expect((await act(unanswered, 'restore').expect(409)).body.error).toBe(CONTACT_TEXTS.notSpam);

    const answered = await contact({ email: 'answered@example.com', subject: 'Thanks' });
    await reply(answered, 'You are welcome.').expect(200);
    await act(answered, 'spam').expect(200);
    expect((await act(answered, 'restore').expect(200)).body.status).toBe('replied');
  });

  it('keeps who did what in the history, without anything anyone wrote', async () => {
    const id = await contact({ email: 'history@example.com', subject: 'History please', message: 'private-words-in-a-message' });
    await act(id, 'mark-read').expect(200);
    await reply(id, 'private-words-in-a-reply').expect(200);
    await act(id, 'spam').expect(200);
    await act(id, 'restore').expect(200);
    const history = await historyOf(id);
    expect(history.map(({ action, actor, operator }) => ({ action, actor, operator }))).toEqual([
      { action: 'received', actor: 'visitor', operator: null },
      { action: 'read', actor: 'admin', operator: 'admin' },
      { action: 'replied', actor: 'admin', operator: 'admin' },
      { action: 'spam', actor: 'admin', operator: 'admin' },
      { action: 'restored', actor: 'admin', operator: 'admin' },
    ]);
    expect(history.map((entry) => entry.position)).toEqual([...history.map((entry) => entry.position)].sort((a, b) => a - b));
    expect(JSON.stringify(history)).not.toContain('private-words');
  });
});

describe('replying', () => {
  it('mails the sender "Re: <subject>" once, even when the same reply is sent again, and lists it as replied', async () => {
    const id = await contact({ email: 'asker@example.com', subject: 'Pricing question' });
    const { body } = await reply(id, 'Our plans start at **$10**.').expect(200);
    expect(contactMessageSchema.parse(body)).toMatchObject({ id, status: 'replied', replies: [{ content: 'Our plans start at **$10**.', operator: 'admin' }] });
    const events = await app.eventCount();
    // The answer was lost and the panel asks again: recognised, nothing mailed or recorded.
    expect((await reply(id, 'Our plans start at **$10**.').expect(200)).body).toEqual(body);
    expect(await app.eventCount()).toBe(events);
    const mails = await mailsTo('asker@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe('Re: Pricing question');
    expect(mails[0]!.text).toContain('Our plans start at $10.');
    expect((await historyOf(id)).filter((entry) => entry.action === 'replied')).toHaveLength(1);
    // A different reply is a new one.
    expect((await reply(id, 'And a yearly discount.').expect(200)).body.replies).toHaveLength(2);
    expect(await mailsTo('asker@example.com')).toHaveLength(2);
  });

  it('answers 502 and records nothing as replied when the transport fails, and a retry mails it once', async () => {
    const id = await contact({ email: 'unlucky@example.com', subject: 'Are you there?' });
    mailer.failing = true;
    try {
      expect((await reply(id, 'Yes, we are.').expect(502)).body.error).toContain('The reply could not be sent');
    } finally {
      mailer.failing = false;
    }
    expect(await messageOf(id)).toMatchObject({ status: 'unread', replies: [] });
    expect((await historyOf(id)).map((entry) => entry.action)).toEqual(['received']);
    expect(await mailsTo('unlucky@example.com')).toHaveLength(0);
    await reply(id, 'Yes, we are.').expect(200);
    await reply(id, 'Yes, we are.').expect(200);
    expect(await mailsTo('unlucky@example.com')).toHaveLength(1);
  });

  it('mails nothing new when an earlier attempt mailed the reply but stopped before recording it', async () => {
    const id = await contact({ email: 'crash@example.com', subject: 'Half way' });
    const content = 'This reply was mailed, then the process died.';
    // What the earlier attempt left: the mail, under the reply's key, and no event.
    await mailer.send({ to: 'crash@example.com', subject: 'Re: Half way', text: content, category: 'contact-reply', key: replyMailKey(app.core.secret, id, content) });
    expect((await reply(id, content).expect(200)).body.status).toBe('replied');
    expect(await mailsTo('crash@example.com')).toHaveLength(1);
  });

  it('refuses a blank reply with the panel\'s text, writing nothing', async () => {
    const id = await contact({ email: 'blank@example.com', subject: 'Blank' });
    const events = await app.eventCount();
    expect((await reply(id, '   ').expect(400)).body.error).toContain(CONTACT_TEXTS.emptyReply);
    await admin.post(`/api/admin/contact-messages/${id}/reply`).send({}).expect(400);
    expect(await app.eventCount()).toBe(events);
  });

  it("refuses to reply to an erased sender (409) and blanks the replies' texts", async () => {
    const email = 'forget.me@example.com';
    const subscriberId = (await app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: [] }).expect(201)).body.subscriber.id as string;
    await app.app.get(SubscriberMail, { strict: false }).idle();
    const id = await contact({ email, subject: 'Before I go' });
    await reply(id, 'reply-text-to-be-forgotten').expect(200);
    await admin.delete(`/api/admin/subscribers/${subscriberId}`).expect(200);
    const erased = await messageOf(id);
    expect(erased).toMatchObject({ name: null, email: null, subject: null, message: null, erased: true, status: 'replied' });
    expect(erased!.replies).toEqual([{ content: null, sentAt: expect.any(String), operator: 'admin' }]);
    expect((await reply(id, 'One more thing').expect(409)).body.error).toBe(CONTACT_TEXTS.senderErased);
  });
});

describe('the inbound-email webhook', () => {
  it('refuses a call without the secret or with another one (403), storing nothing', async () => {
    const events = await app.eventCount();
    await webhook().send(mail({ id: 'no-secret' })).expect(403);
    await webhook().set('x-webhook-secret', `${SECRET}-not`).send(mail({ id: 'wrong-secret' })).expect(403);
    // The secret is checked before the body means anything: a wrong secret with a bad body is a 403 too.
    await webhook().set('x-webhook-secret', 'nope').send({ type: 'something.else' }).expect(403);
    expect(await app.eventCount()).toBe(events);
  });

  it('400s a payload of another type, without a sender address, or with a text past its bound, storing nothing', async () => {
    const events = await app.eventCount();
    const secret = () => webhook().set('x-webhook-secret', SECRET);
    await secret().send({ ...mail({ id: 'bad-type' }), type: 'email.sent' }).expect(400);
    expect((await secret().send(mail({ id: 'bad-from', from: 'Grace Hopper' })).expect(400)).body.field).toBe('data.from');
    expect((await secret().send(mail({ id: 'too-long', text: 'x'.repeat(200_001) })).expect(400)).body.error).toBe('data.text: must be at most 200000 characters');
    expect((await secret().send(mail({ id: '' })).expect(400)).body.error).toBe('data.id: must not be empty');
    expect((await secret().send(mail({ id: 'long-subject', subject: 's'.repeat(2001) })).expect(400)).body.error).toBe('data.subject: must be at most 2000 characters');
    expect((await secret().send(mail({ id: 42 })).expect(400)).body.error).toBe('data.id: must be text');
    await secret().set('content-type', 'application/json').send('{"type":').expect(400);
    expect(await app.eventCount()).toBe(events);
  });

  it('stores a mail once per provider id, with its quoted text stripped, its priority from the subject and its sender sealed', async () => {
    const secret = () => webhook().set('x-webhook-secret', SECRET);
    const text = 'Thanks, it works now.\n\nOn Mon, 5 Jan 2026 at 10:00, AI Navigator <hello@ai-navigator.example> wrote:\n> quoted-earlier-words\n';
    const payload = mail({ id: '<CAF=abc123@mail.example.com>', from: '"Hopper, Grace" <Grace@Example.com>', subject: 'Important: login problem', text });
    const first = (await secret().send(payload).expect(200)).body as { id: string; duplicate: boolean };
    expect(first.duplicate).toBe(false);
    const events = await app.eventCount();
    expect((await secret().send(payload).expect(200)).body).toEqual({ id: first.id, duplicate: true });
    expect(await app.eventCount()).toBe(events);
    const stored = (await inbox()).filter((message) => message.email === 'grace@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: first.id, name: 'Hopper, Grace', subject: 'Important: login problem', message: 'Thanks, it works now.', priority: 'high', channel: 'email', status: 'unread' });
    expect((await historyOf(first.id)).map(({ action, actor }) => ({ action, actor }))).toEqual([{ action: 'received', actor: 'system' }]);
    const raw = JSON.stringify(await app.core.store.readAll(0, 100_000));
    expect(raw).not.toContain('grace@example.com');
    expect(raw).not.toContain('Thanks, it works now');
  });

  it('takes a 200,000-character text and stores it cut to the contact bound, and counts what it received', async () => {
    const { body } = await webhook().set('x-webhook-secret', SECRET).send(mail({ id: 'long-one', from: 'long@example.com', subject: '', text: 'é'.repeat(200_000) })).expect(200);
    const stored = await messageOf(body.id);
    expect(stored).toMatchObject({ name: 'long@example.com', subject: '(no subject)', priority: 'normal' });
    expect(stored!.message).toHaveLength(CONTACT_LIMITS.messageMax);
    const status = inboundEmailStatusSchema.parse((await admin.get('/api/admin/inbound-email').expect(200)).body);
    expect(status).toEqual({
      webhookUrl: 'http://localhost:3000/api/webhooks/email',
      secretHeader: 'x-webhook-secret',
      secretConfigured: true,
      received: 2,
      lastReceivedAt: expect.any(String),
    });
  });
});

describe('the inbound-email webhook without a secret configured', () => {
  it('refuses every call (403) and says so in its status', async () => {
    const bare = await startTestApp();
    try {
      const events = await bare.eventCount();
      await bare.http().post('/api/webhooks/email').set('x-webhook-secret', '').send(mail({})).expect(403);
      await bare.http().post('/api/webhooks/email').send(mail({})).expect(403);
      expect(await bare.eventCount()).toBe(events);
      const status = (await (await bare.admin()).get('/api/admin/inbound-email').expect(200)).body;
      expect(status).toMatchObject({ secretConfigured: false, received: 0, lastReceivedAt: null });
    } finally {
      await bare.stop();
    }
  });
});

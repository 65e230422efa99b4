import { beforeAll, describe, expect, it } from '@jest/globals';
import { subscriberSchema } from '../contract/subscribers.contract.js';
import { SubscriberMail } from '../features/subscribers/subscriber-mail.js';
import { sharedTestApp } from './test-app.js';

const shared = sharedTestApp();

type Row = { id: string; email: string | null; status: string; subscribedAt: string };
type Page = { items: Row[]; nextCursor: string | null; total: number };

const subscribe = (email: string) => shared.app.http().post('/api/subscribers').send({ email, frequency: 'weekly', interests: [] }).expect(201);
/** Every signup gets a welcome email, recorded once written (in the background): waited for, so a history's order is known. */
const welcomed = () => shared.app.app.get(SubscriberMail, { strict: false }).idle();
const importRows = (emails: string[]) =>
  shared.admin.post('/api/subscribers/bulk').send({ subscribers: emails.map((email) => ({ email, frequency: 'daily', interests: ['business'] })) }).expect(201);

/** Follows `nextCursor` from the first page of `query` to the end. */
const allPages = async (query: string) => {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = (await shared.admin.get(`/api/subscribers?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200)).body;
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
};

describe('the CSV import, chunk by chunk', () => {
  it('creates new rows, counts addresses already subscribed and repeats as duplicates, skips one that unsubscribed, and a retried chunk creates nothing', async () => {
    const { body } = await subscribe('left@example.com');
    await shared.app.http().delete('/api/unsubscribe/left@example.com').set('X-Subscriber-Token', body.token).expect(200);
    await subscribe('stays@example.com');
    const chunk = ['new1@example.com', 'NEW2@example.com', 'new1@example.com', 'stays@example.com', 'left@example.com'];
    expect((await importRows(chunk)).body).toEqual({ created: 2, duplicates: 2, skipped: 1 });
    expect((await importRows(chunk)).body).toEqual({ created: 0, duplicates: 4, skipped: 1 });
    const rows: Row[] = (await shared.admin.get('/api/subscribers').expect(200)).body;
    expect(rows.find((row) => row.email === 'left@example.com')?.status).toBe('unsubscribed');
    expect(rows.filter((row) => row.email === 'new2@example.com')).toHaveLength(1);
  });

  it('refuses a chunk with one bad row and writes nothing', async () => {
    const before = await shared.app.eventCount();
    const response = await shared.admin
      .post('/api/subscribers/bulk')
      .send({ subscribers: [{ email: 'fine@example.com' }, { email: 'not an address' }] })
      .expect(400);
    expect(response.body.field).toBe('subscribers.1.email');
    expect(await shared.app.eventCount()).toBe(before);
  });
});

describe('GET /api/subscribers, paged', () => {
  beforeAll(async () => {
    await importRows(Array.from({ length: 120 }, (_, index) => `paged-${String(index).padStart(3, '0')}@example.com`));
  });

  it('answers rows exactly as the contract defines them, in both forms: no internal field rides along', async () => {
    const row = subscriberSchema.strict();
    const rows: unknown[] = (await shared.admin.get('/api/subscribers').expect(200)).body;
    const page: { items: unknown[] } = (await shared.admin.get('/api/subscribers?limit=5').expect(200)).body;
    for (const item of [...rows, ...page.items]) expect(row.safeParse(item).error).toBeUndefined();
  });

  it('still answers the whole array without parameters', async () => {
    const rows: Row[] = (await shared.admin.get('/api/subscribers').expect(200)).body;
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(120);
  });

  it('pages newest signup first with a cursor, each row once, and the total', async () => {
    const everyone: Row[] = (await shared.admin.get('/api/subscribers').expect(200)).body;
    const pages = await allPages('limit=25');
    expect(pages.map((page) => page.total)).toEqual(pages.map(() => everyone.length));
    expect(pages.flatMap((page) => page.items.map((row) => row.id))).toEqual(everyone.map((row) => row.id));
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect((await shared.admin.get('/api/subscribers?limit=1').expect(200)).body.items).toHaveLength(1);
  });

  it('searches by the start of the address in any case, in address order, and filters by status', async () => {
    const pages = await allPages('q=PAGED-11&limit=4');
    expect(pages.flatMap((page) => page.items.map((row) => row.email))).toEqual([
      'paged-110@example.com',
      'paged-111@example.com',
      'paged-112@example.com',
      'paged-113@example.com',
      'paged-114@example.com',
      'paged-115@example.com',
      'paged-116@example.com',
      'paged-117@example.com',
      'paged-118@example.com',
      'paged-119@example.com',
    ]);
    expect(pages[0].total).toBe(10);
    const unsubscribed: Page = (await shared.admin.get('/api/subscribers?status=unsubscribed').expect(200)).body;
    expect(unsubscribed.items.map((row) => row.email)).toEqual(['left@example.com']);
    expect(unsubscribed.total).toBe(1);
    const none: Page = (await shared.admin.get('/api/subscribers?q=nobody&status=active').expect(200)).body;
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('refuses bad parameters with 400 naming the parameter', async () => {
    const next = ((await shared.admin.get('/api/subscribers?limit=2').expect(200)).body as Page).nextCursor as string;
    const refusals: [string, string][] = [
      ['status=gone', 'status'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=0x10', 'limit'],
      ['limit=1e1', 'limit'],
      ['limit=%2B5', 'limit'],
      ['limit=%20', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      [`q=paged&cursor=${encodeURIComponent(next)}`, 'cursor'],
      ['q=a&q=b', 'q'],
      ['sort=email', 'query'],
    ];
    for (const [query, field] of refusals) {
      const response = await shared.admin.get(`/api/subscribers?${query}`).expect(400);
      expect({ query, field: response.body.field }).toEqual({ query, field });
    }
  });
});

describe('the admin unsubscribes and erases', () => {
  it('unsubscribes with the admin as actor, once, and answers the row', async () => {
    const { body } = await subscribe('ended-by-admin@example.com');
    await welcomed();
    const first = await shared.admin.post(`/api/admin/subscribers/${body.subscriber.id}/unsubscribe`).expect(200);
    expect(first.body.subscriber).toMatchObject({ id: body.subscriber.id, status: 'unsubscribed' });
    expect(subscriberSchema.strict().safeParse(first.body.subscriber).error).toBeUndefined();
    await shared.admin.post(`/api/admin/subscribers/${body.subscriber.id}/unsubscribe`).expect(200);
    const history = (await shared.admin.get(`/api/admin/subscribers/${body.subscriber.id}/history`).expect(200)).body;
    expect(history.map((entry: { type: string; actor: string; details: { via?: string } }) => [entry.type, entry.actor, entry.details.via])).toEqual([
      ['SubscriberSubscribed', 'visitor', undefined],
      ['SubscriberEmailSent', 'visitor', undefined],
      ['SubscriberUnsubscribed', 'admin', 'admin'],
    ]);
  });

  it('erases with the admin as actor: the row keeps no personal data, the key is gone, the address may sign up anew', async () => {
    const { body } = await shared.app
      .http()
      .post('/api/subscribers')
      .send({ email: 'forget-me@example.com', customInterests: 'my private note', utmCampaign: 'private-campaign' })
      .expect(201);
    const id = body.subscriber.id as string;
    await welcomed();
    const erased = await shared.admin.delete(`/api/admin/subscribers/${id}`).expect(200);
    expect(erased.body.subscriber).toMatchObject({ id, status: 'erased', email: null, customInterests: null, utmCampaign: null });
    expect(subscriberSchema.strict().safeParse(erased.body.subscriber).error).toBeUndefined();
    expect(await shared.app.core.cipher.hasKey(id)).toBe(false);
    const history = (await shared.admin.get(`/api/admin/subscribers/${id}/history`).expect(200)).body;
    expect(history.map((entry: { type: string; actor: string }) => [entry.type, entry.actor])).toEqual([
      ['SubscriberSubscribed', 'visitor'],
      ['SubscriberEmailSent', 'visitor'],
      ['SubscriberErased', 'admin'],
    ]);
    expect(JSON.stringify(history)).not.toMatch(/forget-me|private/);
    await shared.admin.delete(`/api/admin/subscribers/${id}`).expect(200);
    const again = await subscribe('forget-me@example.com');
    expect(again.body.subscriber.id).not.toBe(id);
  });

  it('answers 404 for an unknown subscriber, 400 for a malformed id, 401 without a session, and writes nothing', async () => {
    const before = await shared.app.eventCount();
    const unknown = '5b0c7a49-7a4e-4b53-8a43-9f1c2d3e4f50';
    await shared.admin.post(`/api/admin/subscribers/${unknown}/unsubscribe`).expect(404);
    await shared.admin.delete(`/api/admin/subscribers/${unknown}`).expect(404);
    await shared.admin.post('/api/admin/subscribers/not-an-id/unsubscribe').expect(400);
    await shared.admin.delete('/api/admin/subscribers/not-an-id').expect(400);
    await shared.app.http().delete(`/api/admin/subscribers/${unknown}`).expect(401);
    expect(await shared.app.eventCount()).toBe(before);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ADMIN_PASSWORD, sharedTestApp, startTestApp } from './test-app.js';

const shared = sharedTestApp();

const login = { username: 'admin', password: ADMIN_PASSWORD };

describe('cross-site request forgery on the admin surface', () => {
  it.each([
    ['a body-less POST', '/api/admin/reset-blog-views'],
    ['a projection rebuild', '/api/admin/projections/blog/rebuild'],
    ['a tool refresh', '/api/admin/refresh-tools'],
    ['a blog generation', '/api/generate-blog'],
  ])('refuses %s from a foreign Origin with 403', async (_label, path) => {
    const before = await shared.app.eventCount();
    const refused = await shared.admin.post(path).set('Origin', 'http://evil.example').expect(403);
    expect(refused.body).toEqual({ error: 'Admin changes are accepted only from this site' });
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('refuses a cross-site or same-site fetch by its Sec-Fetch-Site header', async () => {
    await shared.admin.post('/api/admin/reset-blog-views').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await shared.admin.post('/api/admin/reset-blog-views').set('Sec-Fetch-Site', 'same-site').expect(403);
    await shared.admin.delete('/api/admin/blog-posts/some-post').set('Sec-Fetch-Site', 'cross-site').expect(403);
  });

  it('refuses a text/plain or form post with 415, even without a body', async () => {
    const before = await shared.app.eventCount();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const refused = await shared.admin.post('/api/admin/reset-blog-views').set('Content-Type', type).expect(415);
      expect(refused.body.error).toMatch(/JSON bodies only/);
    }
    await shared.admin.post('/api/admin/preview-blog').set('Content-Type', 'text/plain').send('{"topic":"x"}').expect(415);
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('accepts a change from this site: same origin, JSON or no body at all', async () => {
    const origin = new URL(shared.app.core.config.publicUrl).origin;
    await shared.admin.post('/api/admin/reset-blog-views').set('Origin', origin).set('Sec-Fetch-Site', 'same-origin').expect(200);
    await shared.admin.post('/api/admin/reset-blog-views').expect(200);
    await shared.admin.post('/api/admin/reset-blog-views').send({}).expect(200);
    await shared.admin.get('/api/admin/projections').set('Sec-Fetch-Site', 'cross-site').expect(200);
  });

  it('refuses a sign-in posted from another site', async () => {
    await shared.app.http().post('/api/admin/login').set('Origin', 'http://evil.example').send(login).expect(403);
  });
});

describe('sign-in and sign-out', () => {
  it('clears the cookie on logout', async () => {
    const agent = await shared.app.admin();
    const answer = await agent.post('/api/admin/logout').expect(200);
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toMatch(/^ai_navigator_admin=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('production without PUBLIC_URL', () => {
  it('signs in over plain HTTP with a usable cookie, since the default address is http://localhost:PORT', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: '' });
    try {
      const answer = await production.http().post('/api/admin/login').send(login).expect(200);
      const cookie = answer.headers['set-cookie'] as unknown as string[];
      expect(cookie?.join(';')).toMatch(/ai_navigator_admin=/);
      expect(cookie.join(';')).not.toMatch(/Secure/);
      await production.http().get('/api/admin/me').set('Cookie', cookie).expect(200);
    } finally {
      await production.stop();
    }
  });

  it('never answers a sign-in with success when the Secure cookie cannot be set on this request, and says why', async () => {
    const https = await startTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://ai.example.com' });
    try {
      const refused = await https.http().post('/api/admin/login').send(login).expect(403);
      expect(refused.body.error).toMatch(/Sign-in needs HTTPS/);
      expect(refused.headers['set-cookie']).toBeUndefined();
      // Behind a TLS proxy on loopback (TRUST_PROXY), the forwarded scheme counts.
      const proxied = await https.http().post('/api/admin/login').set('X-Forwarded-Proto', 'https').send(login).expect(200);
      expect(String(proxied.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await https.stop();
    }
  });
});

describe('bulk import rows follow the signup rules', () => {
  it('refuses free text in source, naming the row and field, and writes nothing', async () => {
    const before = await shared.app.eventCount();
    const refused = await shared.admin
      .post('/api/subscribers/bulk')
      .send({ subscribers: [{ email: 'ok@example.com' }, { email: 'row@example.com', source: 'Imported for jane.doe@example.com' }] })
      .expect(400);
    expect(refused.body).toMatchObject({ field: 'subscribers.1.source', reason: 'may contain letters, digits, dot, dash and underscore only' });
    expect(await shared.app.eventCount()).toBe(before);
  });

  it('refuses unknown keys in a row instead of dropping them', async () => {
    const refused = await shared.admin
      .post('/api/subscribers/bulk')
      .send({ subscribers: [{ email: 'keys@example.com', notes: 'met at the fair' }] })
      .expect(400);
    expect(refused.body.field).toBe('subscribers.0');
  });

  it('keeps the import defaults: weekly, business, manual-import', async () => {
    await shared.admin.post('/api/subscribers/bulk').send({ subscribers: [{ email: 'defaults@example.com' }] }).expect(201);
    const row = (await shared.admin.get('/api/subscribers').expect(200)).body.find((subscriber: { email: string }) => subscriber.email === 'defaults@example.com');
    expect(row).toMatchObject({ frequency: 'weekly', interests: ['business'], source: 'manual-import' });
  });
});

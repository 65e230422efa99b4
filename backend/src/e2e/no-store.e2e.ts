import { describe, expect, it } from '@jest/globals';
import type request from 'supertest';
import { answersAreNoStore, type Route } from '../contract/define-route.js';
import { ROUTES } from '../contract/routes.js';
import { ADMIN_PASSWORD, sharedTestApp } from './test-app.js';

const shared = sharedTestApp();

/** The contract's routes (api-contract.e2e.ts proves it lists every registered one): new admin routes are covered as they are added. */
const noStoreRoutes = ROUTES.filter(answersAreNoStore);

const concrete = (path: string) =>
  path.replace(':email', encodeURIComponent('reader@example.com')).replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

/** Guards answer before the handler (and hold nothing personal), so sign-in is asked with the right credentials. */
const bodyOf = (path: string) => (path === '/api/admin/login' ? { username: 'admin', password: ADMIN_PASSWORD } : {});

const call = (agent: request.Agent, method: string, path: string) =>
  (agent as unknown as Record<string, (url: string) => request.Test>)[method.toLowerCase()]!(path)
    .set('X-Subscriber-Token', 'not-a-token')
    .send(bodyOf(path));

describe('answers that carry personal data', () => {
  it('covers every admin and token route, and the emailed-link pages', () => {
    expect(noStoreRoutes.filter((route) => route.auth === 'admin').length).toBeGreaterThanOrEqual(40);
    expect(noStoreRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/subscribers',
        'GET /api/admin/subscribers/:id/history',
        'GET /api/admin/stats',
        'GET /api/admin/me',
        'GET /api/subscribers/email/:email',
        'GET /api/unsubscribe/one-click',
      ]),
    );
  });

  it('are sent Cache-Control: no-store, whatever the route answers', async () => {
    const answers: Array<{ route: string; status: number; cacheControl: unknown }> = [];
    // Sign-in and sign-out go last, on a session of their own, so every other route is asked signed in.
    const ownSession = (route: Route) => route.path === '/api/admin/logout' || route.path === '/api/admin/login';
    for (const route of [...noStoreRoutes.filter((route) => !ownSession(route)), ...noStoreRoutes.filter(ownSession)]) {
      const agent = ownSession(route) ? await shared.app.admin() : shared.admin;
      const answer = await call(agent, route.method, concrete(route.path));
      answers.push({ route: `${route.method} ${route.path}`, status: answer.status, cacheControl: answer.headers['cache-control'] });
    }
    // Signed in, no answer is a guard's refusal: each one went through its handler.
    expect(answers.filter((answer) => answer.status === 401 || answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.cacheControl !== 'no-store')).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(15);
  });

  it('include the subscriber list, which a signed-out browser cannot read back from its cache', async () => {
    const list = await shared.admin.get('/api/subscribers?limit=50').expect(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers.pragma).toBeUndefined();
  });

  it('leave the public cacheable reads their caching', async () => {
    for (const path of ['/api/tools', '/api/blog-posts', '/api/guide']) {
      const answer = await shared.app.http().get(path).expect(200);
      expect({ path, cacheControl: answer.headers['cache-control'], etag: typeof answer.headers.etag }).toEqual({ path, cacheControl: 'no-cache', etag: 'string' });
    }
    expect((await shared.app.http().get('/api/docs/style.css').expect(200)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await shared.app.http().get('/api/openapi.json').expect(200)).headers['cache-control']).toBeUndefined();
  });
});

import { http, HttpResponse } from 'msw';
import type { ProjectionStatus } from '../../features/admin/read-models/api/get-projections';

export const ADMIN_USERNAME = 'operator';
export const ADMIN_PASSWORD = 'correct horse';


/** A caught-up projection; override only what a test is about. */
export const buildProjectionStatus = (overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name: 'subscribers',
  version: 1,
  generation: 1,
  position: 120,
  head: 120,
  lag: 0,
  state: 'live',
  lastError: null,
  rebuild: null,
  ...overrides,
});

/**
 * A signed-in operator by default; the login accepts ADMIN_USERNAME / ADMIN_PASSWORD only.
 * Tests of the signed-out path override GET /api/admin/me with a 401.
 */
export const adminHandlers = [
  http.get('/api/admin/me', () => HttpResponse.json({ username: ADMIN_USERNAME })),
  http.post('/api/admin/login', async ({ request }) => {
    const { username, password } = (await request.json()) as { username?: string; password?: string };
    return username === ADMIN_USERNAME && password === ADMIN_PASSWORD
      ? HttpResponse.json({ username })
      : HttpResponse.json({ error: 'Invalid credentials' }, { status: 401 });
  }),
  http.post('/api/admin/logout', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/admin/projections', () =>
    HttpResponse.json([buildProjectionStatus(), buildProjectionStatus({ name: 'blog-posts', position: 40, head: 45, lag: 5 })]),
  ),
  http.post('/api/admin/projections/:name/rebuild', () => new HttpResponse(null, { status: 202 })),
];

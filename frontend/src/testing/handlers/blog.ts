import { http, HttpResponse } from 'msw';

/**
 * Default answer for counting a blog view. GET /api/blog-posts already has a default in
 * home.ts; blog tests set their own list with `server.use(...)`.
 */
export const blogHandlers = [
  http.post('/api/blog-posts/:id/view', () => HttpResponse.json({ views: 1 })),
];

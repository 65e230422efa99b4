import { http, HttpResponse } from 'msw';
import type { Subscriber } from '../../features/admin/subscribers/api/get-subscribers';
import { buildHistoryEntry, buildSubscriberView } from '../builders/subscriber';

/** Two active subscribers and one who left, as GET /api/subscribers answers (newest first). */
export const defaultSubscriberList = () => [
  buildSubscriberView({ email: 'ada@example.com', source: 'facebook-ads', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'spring', emailsSent: 3 }),
  buildSubscriberView({ email: 'grace@example.com', frequency: 'daily', interests: ['AI Writing Tools'] }),
  buildSubscriberView({ email: 'linus@example.com', status: 'unsubscribed' }),
];

/**
 * GET /api/subscribers as issue 9 specifies it: without parameters the whole array; with
 * `?q=&status=&limit=&cursor=` one page `{items, nextCursor, total}` (the cursor is an offset here).
 */
export const answerSubscribers = (subscribers: readonly Subscriber[]) => (request: Request) => {
  const url = new URL(request.url);
  if (!url.searchParams.has('limit')) return HttpResponse.json(subscribers);
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const status = url.searchParams.get('status');
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const matching = subscribers.filter((subscriber) => (!status || subscriber.status === status) && (subscriber.email ?? '').includes(q));
  const items = matching.slice(offset, offset + limit);
  const nextCursor = offset + limit < matching.length ? String(offset + limit) : null;
  return HttpResponse.json({ items, nextCursor, total: matching.length });
};

/**
 * The admin's subscriber calls: the list, a history of a signup for anyone, and a bulk import that
 * creates every row (tests of duplicates and failures override it).
 */
export const adminSubscriberHandlers = [
  http.get('/api/subscribers', ({ request }) => answerSubscribers(defaultSubscriberList())(request)),
  http.get('/api/admin/subscribers/:id/history', () => HttpResponse.json([buildHistoryEntry()])),
  http.post('/api/subscribers/bulk', async ({ request }) => {
    const { subscribers } = (await request.json()) as { subscribers: unknown[] };
    return HttpResponse.json({ created: subscribers.length, duplicates: 0 }, { status: 201 });
  }),
];

import { http, HttpResponse } from 'msw';
import { buildHistoryEntry, buildSubscriberView } from '../builders/subscriber';

/** Two active subscribers and one who left, as GET /api/subscribers answers (newest first). */
export const defaultSubscriberList = () => [
  buildSubscriberView({ email: 'ada@example.com', source: 'facebook-ads', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'spring', emailsSent: 3 }),
  buildSubscriberView({ email: 'grace@example.com', frequency: 'daily', interests: ['AI Writing Tools'] }),
  buildSubscriberView({ email: 'linus@example.com', status: 'unsubscribed' }),
];

/**
 * The admin's subscriber calls: the list, a history of a signup for anyone, and a bulk import that
 * creates every row (tests of duplicates and failures override it).
 */
export const adminSubscriberHandlers = [
  http.get('/api/subscribers', () => HttpResponse.json(defaultSubscriberList())),
  http.get('/api/admin/subscribers/:id/history', () => HttpResponse.json([buildHistoryEntry()])),
  http.post('/api/subscribers/bulk', async ({ request }) => {
    const { subscribers } = (await request.json()) as { subscribers: unknown[] };
    return HttpResponse.json({ created: subscribers.length, duplicates: 0 }, { status: 201 });
  }),
];

import { subscriberRoutes, type Subscriber } from '@contract/subscribers.contract';
import { HttpResponse } from 'msw';
import { buildHistoryEntry, buildSubscriberView } from '../builders/subscriber';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** Two active subscribers and one who left, as GET /api/subscribers answers (newest first). */
export const defaultSubscriberList = () => [
  buildSubscriberView({ email: 'ada@example.com', source: 'facebook-ads', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'spring', emailsSent: 3 }),
  buildSubscriberView({ email: 'grace@example.com', frequency: 'daily', interests: ['AI Writing Tools'] }),
  buildSubscriberView({ email: 'linus@example.com', status: 'unsubscribed' }),
];

/**
 * GET /api/subscribers as the server answers it: without parameters the whole array; with
 * `?q=&status=&limit=&cursor=` one page `{items, nextCursor, total}`, a search (`q`) matching the start
 * of the address and listed in address order (the cursor is an offset here).
 */
export const answerSubscribers = (subscribers: readonly Subscriber[]) => (request: Request) => {
  const url = new URL(request.url);
  if (!url.searchParams.has('limit')) return contractAnswer(subscriberRoutes.list, [...subscribers]);
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const status = url.searchParams.get('status');
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const found = subscribers.filter((subscriber) => (!status || subscriber.status === status) && (!q || (subscriber.email ?? '').startsWith(q)));
  const matching = q ? found.sort((left, right) => ((left.email ?? '') < (right.email ?? '') ? -1 : 1)) : found;
  const items = matching.slice(offset, offset + limit);
  const nextCursor = offset + limit < matching.length ? String(offset + limit) : null;
  return HttpResponse.json({ items, nextCursor, total: matching.length });
};

/**
 * The admin's subscriber calls: the list, a history of a signup for anyone, and a bulk import that
 * creates every row (the body is checked by the server's schema; tests of duplicates and failures
 * override it).
 */
export const adminSubscriberHandlers = [
  contractHandler(subscriberRoutes.list, ({ request }) => answerSubscribers(defaultSubscriberList())(request)),
  contractHandler(subscriberRoutes.history, () => contractAnswer(subscriberRoutes.history, [buildHistoryEntry()])),
  contractHandler(subscriberRoutes.adminUnsubscribe, ({ params }) =>
    contractAnswer(subscriberRoutes.adminUnsubscribe, { subscriber: buildSubscriberView({ id: String(params.id), email: 'ada@example.com', status: 'unsubscribed' }) }),
  ),
  contractHandler(subscriberRoutes.adminErase, ({ params }) =>
    contractAnswer(subscriberRoutes.adminErase, { subscriber: buildSubscriberView({ id: String(params.id), email: null, customInterests: null, status: 'erased' }) }),
  ),
  contractHandler(subscriberRoutes.bulkImport, ({ body }) => contractAnswer(subscriberRoutes.bulkImport, { created: body.subscribers.length, duplicates: 0, skipped: 0 })),
];

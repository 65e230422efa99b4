import { subscriberRoutes, type Subscriber, type SubscriberListQuery } from '@contract/subscribers.contract';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { buildHistoryEntry, buildSubscriberView } from '../builders/subscriber';
import { contractAnswer, contractHandler } from '../contract-handlers';

/** Two active subscribers and one who left, as GET /api/subscribers answers (newest first). */
export const defaultSubscriberList = () => [
  buildSubscriberView({ email: 'ada@example.com', source: 'facebook-ads', utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'spring', emailsSent: 3 }),
  buildSubscriberView({ email: 'grace@example.com', frequency: 'daily', interests: ['AI Writing Tools'] }),
  buildSubscriberView({ email: 'linus@example.com', status: 'unsubscribed' }),
];

/**
 * GET /api/subscribers as the server answers it, from `subscribers` (newest first): without any
 * parameter the whole array; with any of `?q=&status=&limit=&cursor=` (already checked by the
 * contract's schema) one page `{items, nextCursor, total}`, of the contract's default size unless
 * `limit` says, a search (`q`) matching the start of the address and listed in address order. The
 * cursor is an offset here.
 */
export const answerSubscribers = (subscribers: readonly Subscriber[], request: Request, { q, status, limit, cursor }: SubscriberListQuery) => {
  if (new URL(request.url).search === '') return contractAnswer(subscriberRoutes.list, [...subscribers]);
  const size = limit ?? SUBSCRIBER_LIMITS.defaultPageSize;
  const offset = Number(cursor ?? 0);
  const found = subscribers.filter((subscriber) => (!status || subscriber.status === status) && (!q || (subscriber.email ?? '').startsWith(q)));
  const matching = q ? found.sort((left, right) => ((left.email ?? '') < (right.email ?? '') ? -1 : 1)) : found;
  const items = matching.slice(offset, offset + size);
  const nextCursor = offset + size < matching.length ? String(offset + size) : null;
  return contractAnswer(subscriberRoutes.list, { items, nextCursor, total: matching.length });
};

/** GET /api/subscribers answered from `subscribers()` as it is at each request (a test may change the list). */
export const subscriberListHandler = (subscribers: () => readonly Subscriber[]) =>
  contractHandler(subscriberRoutes.list, ({ request, query }) => answerSubscribers(subscribers(), request, query));

/**
 * The admin's subscriber calls: the list, a history of a signup for anyone, and a bulk import that
 * creates every row (the body is checked by the server's schema; tests of duplicates and failures
 * override it).
 */
export const adminSubscriberHandlers = [
  subscriberListHandler(defaultSubscriberList),
  contractHandler(subscriberRoutes.history, () => contractAnswer(subscriberRoutes.history, [buildHistoryEntry()])),
  contractHandler(subscriberRoutes.adminUnsubscribe, ({ params }) =>
    contractAnswer(subscriberRoutes.adminUnsubscribe, { subscriber: buildSubscriberView({ id: String(params.id), email: 'ada@example.com', status: 'unsubscribed' }) }),
  ),
  contractHandler(subscriberRoutes.adminErase, ({ params }) =>
    contractAnswer(subscriberRoutes.adminErase, { subscriber: buildSubscriberView({ id: String(params.id), email: null, customInterests: null, status: 'erased' }) }),
  ),
  contractHandler(subscriberRoutes.bulkImport, ({ body }) => contractAnswer(subscriberRoutes.bulkImport, { created: body.subscribers.length, duplicates: 0, skipped: 0 })),
];

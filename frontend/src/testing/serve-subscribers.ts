import { subscriberRoutes, type Subscriber } from '@contract/subscribers.contract';
import { contractHandler } from './contract-handlers';
import { answerSubscribers } from './handlers/admin-subscribers';
import { server } from './server';

/**
 * Answers GET /api/subscribers as the server does (its query checked by the contract), from
 * `subscribers`, or from what `subscribers()` returns at each request for a list a test changes.
 * Returns the query parameters of every request answered, in order.
 */
export const serveSubscribers = (subscribers: readonly Subscriber[] | (() => readonly Subscriber[])) => {
  const listOf = typeof subscribers === 'function' ? subscribers : () => subscribers;
  const asked: Record<string, string>[] = [];
  server.use(
    contractHandler(subscriberRoutes.list, ({ request, query }) => {
      asked.push(Object.fromEntries(new URL(request.url).searchParams));
      return answerSubscribers(listOf(), request, query);
    }),
  );
  return asked;
};

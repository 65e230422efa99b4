import type { Subscriber, SubscriberStatus } from '../api/get-subscribers';

export type StatusFilter = SubscriberStatus | 'all';
export type SubscriberFilter = { search: string; status: StatusFilter };

export const SUBSCRIBERS_PAGE_SIZE = 50;

const searchableText = (subscriber: Subscriber) =>
  [subscriber.email, subscriber.source, subscriber.utmSource, subscriber.utmMedium, subscriber.utmCampaign, subscriber.frequency, ...subscriber.interests]
    .filter((value): value is string => typeof value === 'string')
    .join(' ')
    .toLowerCase();

/** The subscribers matching the status and the search (address, source, utm values, frequency or interest; case-insensitive). */
export const filterSubscribers = (subscribers: readonly Subscriber[], { search, status }: SubscriberFilter): Subscriber[] => {
  const needle = search.trim().toLowerCase();
  return subscribers.filter((subscriber) => (status === 'all' || subscriber.status === status) && (needle === '' || searchableText(subscriber).includes(needle)));
};

export type SubscriberPage = { items: Subscriber[]; page: number; pageCount: number; total: number; firstRow: number };

/** One page of a list; a page past the end shows the last one (the list shrank since it was chosen). */
export const pageOf = (subscribers: readonly Subscriber[], requestedPage: number, pageSize = SUBSCRIBERS_PAGE_SIZE): SubscriberPage => {
  const pageCount = Math.max(1, Math.ceil(subscribers.length / pageSize));
  const page = Math.min(Math.max(0, requestedPage), pageCount - 1);
  const start = page * pageSize;
  return { items: subscribers.slice(start, start + pageSize), page, pageCount, total: subscribers.length, firstRow: start + 1 };
};

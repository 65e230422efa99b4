import type { Subscriber } from '../api/get-subscribers';
import type { SubscriberFilter } from '../utils/subscriber-filter';

/** What the subscriber list shows of one page, whichever way the pages are made. */
export type SubscriberListSource = {
  isPending: boolean;
  error: unknown;
  items: readonly Subscriber[];
  /** How many subscribers match the filter. */
  total: number;
  /** The position of the page's first row in the matching list (1-based). */
  firstRow: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
};

export type UseSubscriberListSource = (filter: SubscriberFilter) => SubscriberListSource;

/** A filter as a key: a new search or status starts again at the first page. */
export const filterKey = ({ search, status }: SubscriberFilter) => `${status}\n${search.trim().toLowerCase()}`;

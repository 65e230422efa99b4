import { useDeferredValue, useMemo, useState } from 'react';
import { useSubscribers } from '../api/get-subscribers';
import { filterSubscribers, pageOf, type SubscriberFilter } from '../utils/subscriber-filter';
import { filterKey, type SubscriberListSource } from './subscriber-list-source';

/**
 * Pages of the whole list that GET /api/subscribers answers, searched and filtered in the browser.
 * Used until the server answers pages itself (use-paged-subscriber-list.ts), which a list of 100k needs.
 */
export const useLoadedSubscriberList = (filter: SubscriberFilter): SubscriberListSource => {
  const subscribers = useSubscribers();
  const deferredSearch = useDeferredValue(filter.search);
  const key = filterKey(filter);
  const [position, setPosition] = useState({ key, page: 0 });
  const page = position.key === key ? position.page : 0;
  const matching = useMemo(() => filterSubscribers(subscribers.data ?? [], { search: deferredSearch, status: filter.status }), [subscribers.data, deferredSearch, filter.status]);
  const shown = pageOf(matching, page);
  return {
    isPending: subscribers.isPending,
    error: subscribers.error,
    items: shown.items,
    total: shown.total,
    firstRow: shown.firstRow,
    hasPrevious: shown.page > 0,
    hasNext: shown.page < shown.pageCount - 1,
    previous: () => setPosition({ key, page: Math.max(0, shown.page - 1) }),
    next: () => setPosition({ key, page: shown.page + 1 }),
  };
};

import { useState } from 'react';
import { useSubscriberPage } from '../api/get-subscriber-page';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberFilter } from '../utils/subscriber-filter';
import { useDebouncedValue } from './use-debounced-value';
import { filterKey, type SubscriberListSource } from './subscriber-list-source';

const SEARCH_PAUSE_MS = 300;

/**
 * Pages the server makes (`?q=&status=&limit=&cursor=`), so the browser holds 50 rows however many
 * subscribers there are. The cursors of the pages already seen are kept, so Previous needs no
 * cursor of its own from the server.
 */
export const usePagedSubscriberList = (filter: SubscriberFilter): SubscriberListSource => {
  const search = useDebouncedValue(filter.search, SEARCH_PAUSE_MS);
  const key = filterKey({ search, status: filter.status });
  const [trail, setTrail] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = trail.key === key ? trail.cursors : [null];
  const page = useSubscriberPage({ search, status: filter.status, limit: SUBSCRIBERS_PAGE_SIZE, cursor: cursors.at(-1) ?? null });
  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  return {
    isPending: page.isPending,
    error: page.error,
    items: page.data?.items ?? [],
    total: page.data?.total ?? 0,
    firstRow: (cursors.length - 1) * SUBSCRIBERS_PAGE_SIZE + 1,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    previous: () => setTrail({ key, cursors: cursors.slice(0, -1) }),
    next: () => {
      if (nextCursor !== null) setTrail({ key, cursors: [...cursors, nextCursor] });
    },
  };
};

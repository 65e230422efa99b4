import type { SubscriberListQuery } from '@contract/subscribers.contract';
import { SUBSCRIBER_LIMITS, type SubscriberStatus } from '@contract/subscribers.vocabulary';
import { useState } from 'react';
import { useSubscriberPage } from '../api/get-subscriber-page';
import { useDebouncedValue } from './use-debounced-value';

export type StatusFilter = SubscriberStatus | 'all';
/** What the admin typed and chose: the search is the start of an address, in any case. */
export type SubscriberFilter = { search: string; status: StatusFilter };

const SEARCH_PAUSE_MS = 300;
const PAGE_SIZE = SUBSCRIBER_LIMITS.defaultPageSize;

/** The filter as the server takes it (the search trimmed and lower-cased as the server would), and as a key of the pages it has. */
const queryOf = (search: string, status: StatusFilter): SubscriberListQuery & { limit: number } => {
  const q = search.trim().toLowerCase();
  return { ...(q ? { q } : {}), ...(status === 'all' ? {} : { status }), limit: PAGE_SIZE };
};
const keyOf = ({ q, status }: SubscriberListQuery) => `${status ?? 'all'}\n${q ?? ''}`;

/**
 * The subscriber list as pages the server makes (`?q=&status=&limit=&cursor=`), so the browser holds
 * one page however many subscribers there are. A search asks once the typing pauses. The cursors of
 * the pages already seen are kept, so Previous needs no cursor of its own from the server; a new
 * search or status starts again at the first page.
 */
export const usePagedSubscriberList = (filter: SubscriberFilter) => {
  const search = useDebouncedValue(filter.search, SEARCH_PAUSE_MS);
  const query = queryOf(search, filter.status);
  const key = keyOf(query);
  const [trail, setTrail] = useState<{ key: string; cursors: (string | null)[] }>({ key, cursors: [null] });
  const cursors = trail.key === key ? trail.cursors : [null];
  const cursor = cursors.at(-1) ?? null;
  const page = useSubscriberPage({ ...query, ...(cursor ? { cursor } : {}) }, (cursors.length - 1) * PAGE_SIZE + 1);
  const shown = page.data;
  const current = shown !== undefined && !page.isPlaceholderData;
  // A refresh after an action can leave a later page empty (its last row left the status filter): show the page before.
  if (current && shown.items.length === 0 && cursors.length > 1) setTrail({ key, cursors: cursors.slice(0, -1) });
  const nextCursor = current ? shown.nextCursor : null;
  return {
    isPending: page.isPending,
    error: page.error,
    /** The page on screen: while another loads, the one asked for before, with its own query and position. */
    shown,
    hasPrevious: cursors.length > 1,
    hasNext: nextCursor !== null,
    previous: () => setTrail({ key, cursors: cursors.slice(0, -1) }),
    next: () => {
      if (nextCursor !== null) setTrail({ key, cursors: [...cursors, nextCursor] });
    },
  };
};

import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { scriptJson } from '../lib/page-head/page-head';

/** The element that carries the server's query cache into the page (JSON: no script runs, no CSP hash needed). */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

export const queryStateScript = (queryClient: QueryClient): string =>
  `<script id="${QUERY_STATE_ELEMENT_ID}" type="application/json">${scriptJson(dehydrate(queryClient))}</script>`;

/** Fills the browser's query cache with the data the server rendered the page from. */
export const hydrateQueryState = (queryClient: QueryClient, root: Document = document): void => {
  const text = root.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    hydrate(queryClient, JSON.parse(text));
  } catch {
    // an unreadable state only costs a refetch
  }
};

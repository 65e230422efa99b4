import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from '../../../lib/beacon';
import { afterScreenHead } from '../../../lib/page-head/use-page-head';
import { awaitPageView, trackPageView } from '../../../lib/tracking';

/**
 * How long a page view waits for the screen's head. Screens without a head of their own (the
 * operator area) or whose head never comes (a post that failed to load) are reported after it, with
 * the site's default title.
 */
export const PAGE_HEAD_WAIT_MS = 2000;

/**
 * Reports a page view each time the path changes (both reports clean the URL first): at once to the
 * first-party beacon, which needs no title; to the loaded tags once the new screen has set its head,
 * so they get the page's own title (this effect runs before the screen's, and a lazy screen or its
 * data can come later still).
 *
 * The path alone decides, not the query: a query that changes on the same page is no new page. The
 * router may learn of one late, for instance of a tool click's conversion (written with replaceState)
 * when a closed dialog's Back reaches it: Chromium calls a window's popstate listeners in the order
 * they were added, so the router's, added first, hears that Back although the dialog's stops it.
 */
export const PageViewTracker = () => {
  const { pathname, search } = useLocation();
  // The query the page arrived with goes to the tags, without making a change of query a page view.
  const reportPage = useEffectEvent((path: string) => {
    sendPageView(path);
    awaitPageView();
    const withQuery = `${path}${search}`;
    return afterScreenHead(PAGE_HEAD_WAIT_MS, () => trackPageView(withQuery));
  });
  useEffect(() => reportPage(pathname), [pathname]);
  return null;
};

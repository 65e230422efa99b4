import { useEffect } from 'react';
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
 * Reports a page view on every route change (both reports clean the URL first): at once to the
 * first-party beacon, which needs no title; to the loaded tags once the new screen has set its head,
 * so they get the page's own title (this effect runs before the screen's, and a lazy screen or its
 * data can come later still).
 */
export const PageViewTracker = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    sendPageView(pathname);
    awaitPageView();
    const path = `${pathname}${search}`;
    return afterScreenHead(PAGE_HEAD_WAIT_MS, () => trackPageView(path));
  }, [pathname, search]);
  return null;
};

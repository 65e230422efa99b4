import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';
import { afterScreenHead } from '../../../lib/page-head/use-page-head';
import { PAGE_HEAD_WAIT_MS } from './page-view-tracker';

/**
 * What a screen-reader user learns of a client-side page change (the browser says nothing, since no
 * document loads):
 * - every new page's title is read out politely, once the screen has set it (a lazy screen or its
 *   data can come after the URL; a screen without a head of its own is announced by the site title
 *   after the page view's wait);
 * - a page reached by a link or a redirect (push or replace, no #anchor) takes focus on `<main>`,
 *   without scrolling, so the next Tab starts at its content rather than on the old page's link or
 *   on the body. Back and forward leave focus alone (the scroll restoration puts the visitor back
 *   where they were), and so does an #anchor link, whose target is where the visitor is taken.
 * The first load is the browser's own; a change of the query only (a filter, an admin tab) is no
 * new page.
 */
export const RouteAnnouncer = () => {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const [announcement, setAnnouncement] = useState('');
  const firstPath = useRef<string | null>(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    // Only the first render is the first load: from here on, returning to that path is a page change too.
    firstPath.current = null;
    if (navigationType !== 'POP' && !hash) document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    return afterScreenHead(PAGE_HEAD_WAIT_MS, () => setAnnouncement(document.title));
    // The hash and the navigation type only describe how this path was reached: a change of either alone is no new page.
  }, [pathname]);

  return (
    <p role="status" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {announcement}
    </p>
  );
};

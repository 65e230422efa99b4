import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from '../../../lib/beacon';
import { trackPageView } from '../../../lib/tracking';

/** Reports a page view to the first-party beacon and to the loaded tags on every route change (both clean the URL first). */
export const PageViewTracker = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    sendPageView(pathname);
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
};

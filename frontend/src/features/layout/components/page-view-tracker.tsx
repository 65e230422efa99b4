import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../../../lib/tracking';

/** Reports a page view to the loaded tags on every route change (tracking.ts cleans the URL first). */
export const PageViewTracker = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
};

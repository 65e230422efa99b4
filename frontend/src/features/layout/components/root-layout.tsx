import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../lib/main-content';
import { useNavigationPending } from '../../../lib/navigation-pending';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { Navbar } from './navbar';
import { PageErrorBoundary } from './page-error-boundary';
import { PageViewTracker } from './page-view-tracker';
import { RouteAnnouncer } from './route-announcer';
import { SkipLink } from './skip-link';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';

/** The one `<main>` landmark of every page; screens render their content inside it. */
export const RootLayout = () => {
  const { pathname } = useLocation();
  const navigating = useNavigationPending();
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      {/* First in the tab order, though it shows at the bottom: the choice comes before the page. */}
      <CookieBanner />
      {/* First once the banner is answered (or was, on an earlier visit): the next Tab after the choice lands here. */}
      <SkipLink />
      <PageViewTracker />
      <RouteAnnouncer />
      {navigating ? <NavigationProgress /> : null}
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} aria-busy={navigating || undefined} className="flex-1 outline-none">
        {/* A screen that crashed, or whose chunk failed to load, gets another chance on the next page. */}
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<div aria-busy="true" className="min-h-[60vh]" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
};

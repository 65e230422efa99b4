import { Outlet } from 'react-router';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { PageViewTracker } from './page-view-tracker';

export const RootLayout = () => (
  <div className="flex min-h-screen flex-col">
    <PageViewTracker />
    <Navbar />
    <main className="flex-1">
      <Outlet />
    </main>
    <Footer />
    <CookieBanner />
  </div>
);

import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { HomeRoute } from './home-route';
import { RootLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';

/** A screen that loads with its feature's chunk the first time its route is shown. */
const lazyScreen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

const BlogListPage = lazyScreen(() => import('../features/blog'), 'BlogListPage');
const BlogPostPage = lazyScreen(() => import('../features/blog'), 'BlogPostPage');
const ToolsPage = lazyScreen(() => import('../features/tools'), 'ToolsPage');
const AboutPage = lazyScreen(() => import('../features/about'), 'AboutPage');
const GuidePage = lazyScreen(() => import('../features/guide'), 'GuidePage');
const SubscribePage = lazyScreen(() => import('../features/subscribe'), 'SubscribePage');
const SubscribeSuccessPage = lazyScreen(() => import('../features/subscribe'), 'SubscribeSuccessPage');
const PreferencesPage = lazyScreen(() => import('../features/preferences'), 'PreferencesPage');
const UnsubscribePage = lazyScreen(() => import('../features/unsubscribe'), 'UnsubscribePage');
const PrivacyPolicyPage = lazyScreen(() => import('../features/legal'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyScreen(() => import('../features/legal'), 'TermsOfServicePage');
const DataDeletionPage = lazyScreen(() => import('../features/data-deletion'), 'DataDeletionPage');
const ContactPage = lazyScreen(() => import('../features/contact'), 'ContactPage');
const OAuthCallbackPage = lazyScreen(() => import('../features/oauth-callback'), 'OAuthCallbackPage');
const AdminPage = lazyScreen(() => import('../features/admin'), 'AdminPage');
const AdminLoginPage = lazyScreen(() => import('../features/admin'), 'AdminLoginPage');

/**
 * The route table of public-site.md section 2 (plus the operator routes). Home and the 404 page
 * ship in the entry bundle; every other screen is a lazy chunk (React.lazy, shown through the
 * layout's Suspense boundary) so the admin, guide and the rest never weigh on the first load of `/`.
 * Plain route elements rather than the data router's `lazy`: the app uses no loaders or actions,
 * and the declarative router keeps about 16 KB (gzip) of data-router code out of the entry.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'blog', element: <BlogListPage /> },
      { path: 'blog/:slug', element: <BlogPostPage /> },
      { path: 'tools', element: <ToolsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'ai-tools-guide', element: <GuidePage /> },
      { path: 'subscribe', element: <SubscribePage /> },
      { path: 'subscribe/success', element: <SubscribeSuccessPage /> },
      { path: 'subscribe/preferences', element: <PreferencesPage /> },
      { path: 'subscribe-preferences', element: <PreferencesPage /> },
      { path: 'unsubscribe', element: <UnsubscribePage /> },
      { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
      { path: 'terms-of-service', element: <TermsOfServicePage /> },
      { path: 'data-deletion', element: <DataDeletionPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'oauth/callback', element: <OAuthCallbackPage /> },
      { path: 'admin', element: <AdminPage /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { HomeRoute } from './home-route';
import { RootLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';

/**
 * The route table of public-site.md section 2 (plus the operator routes). Home and the 404 page
 * ship in the entry bundle; every other screen is a lazy chunk so the admin, guide and the rest
 * never weigh on the first load of `/`.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'blog', lazy: async () => ({ Component: (await import('../features/blog')).BlogListPage }) },
      { path: 'blog/:slug', lazy: async () => ({ Component: (await import('../features/blog')).BlogPostPage }) },
      { path: 'tools', lazy: async () => ({ Component: (await import('../features/tools')).ToolsPage }) },
      { path: 'about', lazy: async () => ({ Component: (await import('../features/about')).AboutPage }) },
      { path: 'ai-tools-guide', lazy: async () => ({ Component: (await import('../features/guide')).GuidePage }) },
      { path: 'subscribe', lazy: async () => ({ Component: (await import('../features/subscribe')).SubscribePage }) },
      { path: 'subscribe/success', lazy: async () => ({ Component: (await import('../features/subscribe')).SubscribeSuccessPage }) },
      { path: 'subscribe/preferences', lazy: async () => ({ Component: (await import('../features/preferences')).PreferencesPage }) },
      { path: 'subscribe-preferences', lazy: async () => ({ Component: (await import('../features/preferences')).PreferencesPage }) },
      { path: 'unsubscribe', lazy: async () => ({ Component: (await import('../features/unsubscribe')).UnsubscribePage }) },
      { path: 'privacy-policy', lazy: async () => ({ Component: (await import('../features/legal')).PrivacyPolicyPage }) },
      { path: 'terms-of-service', lazy: async () => ({ Component: (await import('../features/legal')).TermsOfServicePage }) },
      { path: 'data-deletion', lazy: async () => ({ Component: (await import('../features/data-deletion')).DataDeletionPage }) },
      { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact')).ContactPage }) },
      { path: 'oauth/callback', lazy: async () => ({ Component: (await import('../features/oauth-callback')).OAuthCallbackPage }) },
      { path: 'admin', lazy: async () => ({ Component: (await import('../features/admin')).AdminPage }) },
      { path: 'admin/login', lazy: async () => ({ Component: (await import('../features/admin')).AdminLoginPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageKind } from '@contract/page-render.contract';
import { blogPostsQueryOptions } from '../api/get-blog-posts';
import { featuredToolsQueryOptions } from '../features/home/api/get-featured-tools';
import { guideQueryOptions } from '../features/guide/api/get-guide';
import { RootLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';
import { toolsQueryOptions } from '../features/tools/api/get-tools';
import { HomeRoute } from './home-route';
import { lazyScreen, type LazyScreen } from './lazy-screen';

const BlogListPage = lazyScreen('src/features/blog/index.ts', () => import('../features/blog'), 'BlogListPage');
const BlogPostPage = lazyScreen('src/features/blog/index.ts', () => import('../features/blog'), 'BlogPostPage');
const ToolsPage = lazyScreen('src/features/tools/index.ts', () => import('../features/tools'), 'ToolsPage');
const AboutPage = lazyScreen('src/features/about/index.ts', () => import('../features/about'), 'AboutPage');
const GuidePage = lazyScreen('src/features/guide/index.ts', () => import('../features/guide'), 'GuidePage');
const SubscribePage = lazyScreen('src/features/subscribe/index.ts', () => import('../features/subscribe'), 'SubscribePage');
const SubscribeSuccessPage = lazyScreen('src/features/subscribe/index.ts', () => import('../features/subscribe'), 'SubscribeSuccessPage');
const PreferencesPage = lazyScreen('src/features/preferences/index.ts', () => import('../features/preferences'), 'PreferencesPage');
const UnsubscribePage = lazyScreen('src/features/unsubscribe/index.ts', () => import('../features/unsubscribe'), 'UnsubscribePage');
const PrivacyPolicyPage = lazyScreen('src/features/legal/index.ts', () => import('../features/legal'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyScreen('src/features/legal/index.ts', () => import('../features/legal'), 'TermsOfServicePage');
const DataDeletionPage = lazyScreen('src/features/data-deletion/index.ts', () => import('../features/data-deletion'), 'DataDeletionPage');
const ContactPage = lazyScreen('src/features/contact/index.ts', () => import('../features/contact'), 'ContactPage');
const OAuthCallbackPage = lazyScreen('src/features/oauth-callback/index.ts', () => import('../features/oauth-callback'), 'OAuthCallbackPage');
const AdminPage = lazyScreen('src/features/admin/index.ts', () => import('../features/admin'), 'AdminPage');
const AdminLoginPage = lazyScreen('src/features/admin/index.ts', () => import('../features/admin'), 'AdminLoginPage');


/** The query data a route reads, by query options; the server fills them before rendering. */
type QueryOptionsFactory = () => { queryKey: readonly unknown[] };

export type PageHandle = { kind: PageKind; screen?: LazyScreen; data?: QueryOptionsFactory[] };

const page = (path: string | null, Screen: ComponentType, handle: PageHandle): RouteObject => ({
  ...(path === null ? { index: true } : { path }),
  element: <Screen />,
  handle,
});

const lazyPage = (path: string, screen: LazyScreen, kind: PageKind, data?: QueryOptionsFactory[]): RouteObject =>
  page(path, screen, { kind, screen, data });

/**
 * The route table of public-site.md section 2 (plus the operator routes). Home and the 404 page
 * ship in the entry bundle; every other screen is a lazy chunk, so the admin, guide and the rest
 * never weigh on the first load of `/`. Plain route elements rather than the data router: the app
 * uses no loaders or actions, and the declarative router keeps about 16 KB (gzip) of data-router
 * code out of the entry. The `handle` of each route tells the server how to render it.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page(null, HomeRoute, { kind: 'indexed', data: [featuredToolsQueryOptions, blogPostsQueryOptions] }),
      lazyPage('blog', BlogListPage, 'indexed', [blogPostsQueryOptions]),
      lazyPage('blog/:slug', BlogPostPage, 'indexed', [blogPostsQueryOptions]),
      lazyPage('tools', ToolsPage, 'indexed', [toolsQueryOptions]),
      lazyPage('about', AboutPage, 'indexed'),
      lazyPage('ai-tools-guide', GuidePage, 'indexed', [guideQueryOptions]),
      lazyPage('subscribe', SubscribePage, 'indexed'),
      lazyPage('subscribe/success', SubscribeSuccessPage, 'private'),
      lazyPage('subscribe/preferences', PreferencesPage, 'private'),
      lazyPage('subscribe-preferences', PreferencesPage, 'private'),
      lazyPage('unsubscribe', UnsubscribePage, 'private'),
      lazyPage('privacy-policy', PrivacyPolicyPage, 'indexed'),
      lazyPage('terms-of-service', TermsOfServicePage, 'indexed'),
      lazyPage('data-deletion', DataDeletionPage, 'indexed'),
      lazyPage('contact', ContactPage, 'indexed'),
      lazyPage('oauth/callback', OAuthCallbackPage, 'client-only'),
      lazyPage('admin', AdminPage, 'client-only'),
      lazyPage('admin/login', AdminLoginPage, 'client-only'),
      page('*', NotFoundPage, { kind: 'indexed' }),
    ],
  },
];

export type MatchedPage = { handle: PageHandle; screens: LazyScreen[] };

/** The page a path shows: its handle, and the lazy screens to load before rendering it. */
export const matchPage = (pathname: string): MatchedPage => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => match.route.handle as PageHandle | undefined).filter((handle) => handle !== undefined);
  const handle = handles.at(-1) ?? { kind: 'indexed' };
  return { handle, screens: handles.flatMap((candidate) => (candidate.screen ? [candidate.screen] : [])) };
};

/** The paths of the sitemap that do not come from data (posts are listed from the blog). */
export const INDEXED_STATIC_PATHS = (routes[0]?.children ?? [])
  .filter((route) => (route.handle as PageHandle | undefined)?.kind === 'indexed' && (route.index || (route.path && !route.path.includes(':') && route.path !== '*')))
  .map((route) => (route.index ? '/' : `/${route.path}`));

import { StrictMode, type ReactNode } from 'react';
import { useRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeadProvider, type PageHeadSink } from '../lib/page-head/use-page-head';
import type { SiteConfig } from '../lib/site-config';
import { SiteConfigProvider } from '../lib/use-site-config';
import { AppBrowserRouter } from './browser-router';
import { AppProviders } from './providers';
import { routes } from './router';

const AppRoutes = () => useRoutes(routes);

type AppTreeProps = { queryClient: QueryClient; headSink: PageHeadSink; site: SiteConfig; router: (children: ReactNode) => ReactNode };

/** One tree for both sides: the server renders it in a StaticRouter, the browser hydrates it in the app's browser router. */
export const AppTree = ({ queryClient, headSink, site, router }: AppTreeProps) => (
  <StrictMode>
    <SiteConfigProvider site={site}>
      <PageHeadProvider sink={headSink}>
        <AppProviders queryClient={queryClient}>{router(<AppRoutes />)}</AppProviders>
      </PageHeadProvider>
    </SiteConfigProvider>
  </StrictMode>
);

export const App = (props: Omit<AppTreeProps, 'router'>) => <AppTree {...props} router={(children) => <AppBrowserRouter>{children}</AppBrowserRouter>} />;

import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeadProvider, type PageHeadSink } from '../lib/page-head/use-page-head';
import { AppProviders } from './providers';
import { routes } from './router';

const AppRoutes = () => useRoutes(routes);

type AppTreeProps = { queryClient: QueryClient; headSink: PageHeadSink; router: (children: ReactNode) => ReactNode };

/** One tree for both sides: the server renders it in a StaticRouter, the browser hydrates it in a BrowserRouter. */
export const AppTree = ({ queryClient, headSink, router }: AppTreeProps) => (
  <StrictMode>
    <PageHeadProvider sink={headSink}>
      <AppProviders queryClient={queryClient}>{router(<AppRoutes />)}</AppProviders>
    </PageHeadProvider>
  </StrictMode>
);

export const App = ({ queryClient, headSink }: Omit<AppTreeProps, 'router'>) => (
  <AppTree queryClient={queryClient} headSink={headSink} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />
);

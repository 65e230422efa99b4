import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { EMPTY_SITE_CONFIG, type SiteConfig } from '../lib/site-config';
import { SiteConfigProvider } from '../lib/use-site-config';

type RenderOptions = {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted on (e.g. '/blog/:slug'). */
  path?: string;
  /** Extra routes, e.g. destinations of a redirect. Unmatched paths render a marker with the path. */
  routes?: RouteObject[];
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** What the server would inject into the page (tag ids, the operator's details). */
  site?: SiteConfig;
};

/** Renders `ui` with the app providers (query client, toasts, tooltips) inside a memory router. */
export const renderWithProviders = (ui: ReactElement, { route = '/', path = '/', routes = [], userOptions, site = EMPTY_SITE_CONFIG }: RenderOptions = {}) => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <p data-testid="unmatched-route">unmatched</p> }],
    { initialEntries: [route] },
  );
  const user = userEvent.setup(userOptions);
  const result = render(
    <SiteConfigProvider site={site}>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </SiteConfigProvider>,
  );
  return { ...result, router, queryClient, user };
};

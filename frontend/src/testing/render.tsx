import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

type RenderOptions = {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted on (e.g. '/blog/:slug'). */
  path?: string;
  /** Extra routes, e.g. destinations of a redirect. Unmatched paths render a marker with the path. */
  routes?: RouteObject[];
  /** Pass `{ advanceTimers: jest.advanceTimersByTime }` when the test uses fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
};

/** Renders `ui` with the app providers (query client, toasts, tooltips) inside a memory router. */
export const renderWithProviders = (ui: ReactElement, { route = '/', path = '/', routes = [], userOptions }: RenderOptions = {}) => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path, element: ui }, ...routes, { path: '*', element: <p data-testid="unmatched-route">unmatched</p> }],
    { initialEntries: [route] },
  );
  const user = userEvent.setup(userOptions);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
};

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { createMemoryRouter, Link, RouterProvider, useRoutes } from 'react-router';
import { AppBrowserRouter } from '../../../app/browser-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { RootLayout } from './root-layout';

const BrokenScreen = () => {
  throw new Error('render failed');
};

describe('RootLayout', () => {
  let silence: ReturnType<typeof jest.spyOn>;
  beforeEach(() => {
    silence = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => silence.mockRestore());

  it('keeps the bar and footer when a screen crashes, and shows the next page normally', async () => {
    const router = createMemoryRouter(
      [{ element: <RootLayout />, children: [{ path: '/broken', element: <BrokenScreen /> }, { path: '/fine', element: <h1>Fine page</h1> }] }],
      { initialEntries: ['/broken'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await act(() => router.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a thin bar at the top and marks <main> busy while a tapped link's lazy page loads, the old page staying put", async () => {
    let finishLoading: () => void = () => undefined;
    const loaded = new Promise<{ default: ComponentType }>((resolve) => {
      finishLoading = () => resolve({ default: () => <h1>Slow page</h1> });
    });
    const SlowPage = lazy(() => loaded);
    const Routes = () =>
      useRoutes([{ element: <RootLayout />, children: [{ path: '/', element: <Link to="/slow">To the slow page</Link> }, { path: '/slow', element: <SlowPage /> }] }]);
    window.history.replaceState(null, '', '/');
    const user = userEvent.setup();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <AppBrowserRouter>
          <Routes />
        </AppBrowserRouter>
      </AppProviders>,
    );
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('link', { name: 'To the slow page' }));
    expect(await screen.findByTestId('navigation-progress')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'To the slow page' })).toBeInTheDocument();

    await act(async () => finishLoading());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByTestId('navigation-progress')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
  });
});

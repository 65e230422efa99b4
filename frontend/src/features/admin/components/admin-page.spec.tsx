import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { resetToasts } from '../../../components/ui/use-toast';
import { ADMIN_USERNAME, adminHandlers, buildProjectionStatus } from '../../../testing/handlers/admin';
import type { ProjectionStatus } from '../api/get-projections';
import { server } from '../../../testing/server';
import { AdminPage } from './admin-page';

const renderAdminPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/admin/login" element={<p>Login screen</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

/** Answers GET /api/admin/projections from a list of snapshots, repeating the last one. */
const serveProjections = (snapshots: ProjectionStatus[][]) => {
  let calls = 0;
  server.use(
    http.get('/api/admin/projections', () => {
      const snapshot = snapshots[Math.min(calls, snapshots.length - 1)];
      calls += 1;
      return HttpResponse.json(snapshot);
    }),
  );
  return () => calls;
};

beforeEach(() => server.use(...adminHandlers));
afterEach(() => {
  resetToasts();
  jest.useRealTimers();
});

describe('AdminPage guard', () => {
  it("shows 'Loading...' while checking, then the operator screen", async () => {
    renderAdminPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'AI Navigator Admin' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_USERNAME)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('redirects to /admin/login without a session and asks only once', async () => {
    let checks = 0;
    server.use(
      http.get('/api/admin/me', () => {
        checks += 1;
        return HttpResponse.json({ error: 'Not signed in' }, { status: 401 });
      }),
    );
    renderAdminPage();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(checks).toBe(1);
  });

  it('redirects exactly once when the session check answers 401', async () => {
    server.use(http.get('/api/admin/me', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));
    const router = createMemoryRouter(
      [
        { path: '/admin', element: <AdminPage /> },
        { path: '/admin/login', element: <p>Login screen</p> },
      ],
      { initialEntries: ['/admin'] },
    );
    const visits: string[] = [];
    router.subscribe((state) => visits.push(`${state.location.pathname}#${state.location.key}`));
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(new Set(visits.filter((visit) => visit.startsWith('/admin/login#'))).size).toBe(1);
  });

  it('signs out and returns to the login page', async () => {
    let signedOut = false;
    server.use(http.post('/api/admin/logout', () => { signedOut = true; return new HttpResponse(null, { status: 204 }); }));
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });

  it('returns to the login page when a later admin call answers 401', async () => {
    server.use(http.get('/api/admin/projections', () => HttpResponse.json({ error: 'Session expired' }, { status: 401 })));
    renderAdminPage();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});

describe('AdminPage read models', () => {
  it('lists each projection with state, position, lag and last error', async () => {
    serveProjections([[
      buildProjectionStatus({ name: 'subscribers', state: 'live', position: 120, head: 120, lag: 0 }),
      buildProjectionStatus({ name: 'drafts', state: 'failed', position: 7, head: 30, lag: 23, lastError: 'Unknown event type' }),
    ]]);
    renderAdminPage();
    const subscribersRow = (await screen.findByRole('rowheader', { name: /subscribers/ })).closest('tr')!;
    expect(within(subscribersRow).getByText('live')).toBeInTheDocument();
    expect(within(subscribersRow).getByText('120 / 120')).toBeInTheDocument();
    const draftsRow = screen.getByRole('rowheader', { name: /drafts/ }).closest('tr')!;
    expect(within(draftsRow).getByText('failed')).toBeInTheDocument();
    expect(within(draftsRow).getByText('7 / 30')).toBeInTheDocument();
    expect(within(draftsRow).getByText('23')).toBeInTheDocument();
    expect(within(draftsRow).getByText('Unknown event type')).toBeInTheDocument();
  });

  it('starts a rebuild, polls every 2 s with progress, and stops polling when done', async () => {
    const rebuilt: string[] = [];
    server.use(
      http.post('/api/admin/projections/:name/rebuild', ({ params }) => {
        rebuilt.push(String(params.name));
        return new HttpResponse(null, { status: 202 });
      }),
    );
    const idle = buildProjectionStatus({ name: 'subscribers' });
    const calls = serveProjections([
      [idle],
      [buildProjectionStatus({ name: 'subscribers', state: 'rebuilding', rebuild: { generation: 2, done: 250, total: 1000, eventsPerSecond: 812.4 } })],
      [buildProjectionStatus({ name: 'subscribers', state: 'rebuilding', rebuild: { generation: 2, done: 900, total: 1000, eventsPerSecond: 790 } })],
      [buildProjectionStatus({ name: 'subscribers', generation: 2 })],
    ]);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdminPage();
    await user.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));

    const progress = await screen.findByRole('progressbar', { name: 'Rebuild progress of subscribers' });
    expect(rebuilt).toEqual(['subscribers']);
    expect(progress).toHaveAttribute('aria-valuenow', '250');
    expect(progress).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('250 / 1,000 events · 812 events/s')).toBeInTheDocument();
    expect(calls()).toBe(2);

    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByText('900 / 1,000 events · 790 events/s')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('button', { name: 'Rebuild subscribers' })).toBeEnabled();
    expect(calls()).toBe(4);

    await act(async () => jest.advanceTimersByTime(10000));
    expect(calls()).toBe(4);
  });

  it('shows a toast when a rebuild cannot start', async () => {
    server.use(http.post('/api/admin/projections/:name/rebuild', () => HttpResponse.json({ error: 'A rebuild is already running' }, { status: 409 })));
    renderAdminPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild subscribers' }));
    expect(await screen.findByText('Rebuild failed')).toBeInTheDocument();
    expect(screen.getByText('A rebuild is already running')).toBeInTheDocument();
  });
});

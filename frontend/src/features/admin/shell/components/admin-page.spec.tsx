import { describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../../../../testing/handlers/admin';
import { server } from '../../../../testing/server';
import { selectRecipients, useSelectedRecipients } from '../../shared/recipient-selection';
import { ADMIN_TABS } from '../admin-tabs';
import { AdminLoginPage } from './admin-login-page';
import { AdminPage } from './admin-page';

/** The dashboard and the real login page in a memory router; `router.state.location` says where the admin is. */
const renderAdmin = (url = '/admin', onNavigate?: (location: { pathname: string; key: string }) => void) => {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/admin/login', element: <AdminLoginPage /> },
    ],
    { initialEntries: [url] },
  );
  if (onNavigate) router.subscribe((state) => onNavigate(state.location));
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
};

const signedOut = () => server.use(http.get('/api/admin/me', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 })));

const currentUrl = (router: ReturnType<typeof renderAdmin>['router']) => `${router.state.location.pathname}${router.state.location.search}`;

describe('AdminPage guard', () => {
  it("shows 'Loading...' while checking, then the dashboard", async () => {
    renderAdmin();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'AI Navigator Admin' })).toBeInTheDocument();
    expect(screen.getByText(ADMIN_USERNAME)).toBeInTheDocument();
  });

  it('redirects to /admin/login without a session and asks only once', async () => {
    let checks = 0;
    server.use(
      http.get('/api/admin/me', () => {
        checks += 1;
        return HttpResponse.json({ error: 'Not signed in' }, { status: 401 });
      }),
    );
    const { router } = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(checks).toBe(1);
  });

  it('redirects exactly once when the session check answers 401', async () => {
    signedOut();
    const visits: string[] = [];
    renderAdmin('/admin', (location) => visits.push(`${location.pathname}#${location.key}`));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(new Set(visits.filter((visit) => visit.startsWith('/admin/login#'))).size).toBe(1);
  });

  it('returns the admin to the page and tab they asked for after signing in', async () => {
    let signedIn = false;
    server.use(
      http.get('/api/admin/me', () => (signedIn ? HttpResponse.json({ username: ADMIN_USERNAME }) : HttpResponse.json({ error: 'Not signed in' }, { status: 401 }))),
      http.post('/api/admin/login', () => {
        signedIn = true;
        return HttpResponse.json({ username: ADMIN_USERNAME });
      }),
    );
    const { router, user } = renderAdmin('/admin?tab=tools');
    await user.type(await screen.findByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('tab', { name: 'Tools', selected: true })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/admin?tab=tools');
  });

  it('signs out, forgets the chosen recipients and returns to the login page', async () => {
    let signedOutOnServer = false;
    server.use(
      http.post('/api/admin/logout', () => {
        signedOutOnServer = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('/api/admin/me', () => (signedOutOnServer ? HttpResponse.json({ error: 'Not signed in' }, { status: 401 }) : HttpResponse.json({ username: ADMIN_USERNAME }))),
    );
    selectRecipients([{ id: 'subscriber-1', email: 'ada@example.com' }]);
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(signedOutOnServer).toBe(true);
    const Probe = () => <p>{useSelectedRecipients().size} chosen</p>;
    render(<Probe />);
    expect(screen.getByText('0 chosen')).toBeInTheDocument();
  });

  it('returns to the login page, remembering the tab, when a later admin call answers 401', async () => {
    server.use(http.get('/api/admin/projections', () => HttpResponse.json({ error: 'Session expired' }, { status: 401 })));
    const { router } = renderAdmin('/admin?tab=read-models');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin?tab=read-models' });
  });
});

describe('AdminPage tabs', () => {
  const tabNames = ['Analytics', 'Create Blog', 'Blog Posts', 'Draft Approval', 'Subscribers', 'Tools', 'Email Campaigns', 'AI Email Writer', 'Personalized Emails', 'Contact Messages', 'Webhook Setup', 'Social Media', 'Meta Pixel', 'Read models', 'Jobs'];

  it('shows one tab per panel, analytics selected by default', async () => {
    renderAdmin();
    const tablist = await screen.findByRole('tablist', { name: 'Dashboard sections' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabNames);
    expect(within(tablist).getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
  });

  it('opens the Jobs tab with the jobs the server runs', async () => {
    renderAdmin('/admin?tab=jobs');
    expect(await screen.findByRole('tab', { name: 'Jobs', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /^analytics-replay/ })).toBeInTheDocument();
  });

  it('opens the tab named in the URL', async () => {
    renderAdmin('/admin?tab=users');
    expect(await screen.findByRole('tab', { name: 'Subscribers', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Subscribers', level: 3 })).toBeInTheDocument();
  });

  it.each(ADMIN_TABS.map((tab) => [tab.label, tab.id]))('names the %s tab in the document title and under the h1, without skipping a heading level', async (label, id) => {
    renderAdmin(`/admin?tab=${id}`);
    await screen.findByRole('tab', { name: label, selected: true });
    await waitFor(() => expect(document.title).toBe(`${label} · Admin | AI Navigator`));
    // The panel's cards (h3) are in place.
    await waitFor(() => expect(document.querySelectorAll('main h3, body h3').length).toBeGreaterThan(0));
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1));
    expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
  });

  it('changes the title with the tab, and back again with the back button', async () => {
    const { router, user } = renderAdmin('/admin?tab=users');
    await waitFor(() => expect(document.title).toBe('Subscribers · Admin | AI Navigator'));
    await user.click(await screen.findByRole('tab', { name: 'Jobs' }));
    await waitFor(() => expect(document.title).toBe('Jobs · Admin | AI Navigator'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.title).toBe('Subscribers · Admin | AI Navigator'));
  });

  it('falls back to the first tab for an unknown id, saying that the asked section does not exist, until another tab is chosen', async () => {
    const { user } = renderAdmin('/admin?tab=no-such-section');
    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/This dashboard has no section/)).toHaveTextContent('This dashboard has no section “no-such-section” (it may not be available yet). Showing Analytics instead.');
    expect(screen.getByText(/This dashboard has no section/)).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
    expect(screen.queryByText(/This dashboard has no section/)).not.toBeInTheDocument();
  });

  it("opens the spec's trigger-less blog tab (content creation) as Create Blog, without calling it missing", async () => {
    renderAdmin('/admin?tab=blog');
    expect(await screen.findByRole('tab', { name: 'Create Blog', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.queryByText(/This dashboard has no section/)).not.toBeInTheDocument();
  });

  it('says nothing of a missing section when the address names none', async () => {
    renderAdmin('/admin');
    expect(await screen.findByRole('tab', { name: 'Analytics', selected: true })).toBeInTheDocument();
    expect(screen.queryByText(/This dashboard has no section/)).not.toBeInTheDocument();
  });

  it('keeps the chosen tab in the URL, and the back button returns to the previous one', async () => {
    const { router, user } = renderAdmin('/admin?tab=users');
    await user.click(await screen.findByRole('tab', { name: 'Tools' }));
    expect(currentUrl(router)).toBe('/admin?tab=tools');
    expect(await screen.findByRole('button', { name: 'Refresh Tools Database' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/admin?tab=users');
    expect(await screen.findByRole('tab', { name: 'Subscribers', selected: true })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const { router, user } = renderAdmin('/admin?tab=draft-approval');
    const current = await screen.findByRole('tab', { name: 'Draft Approval', selected: true });
    act(() => current.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveFocus();
    expect(currentUrl(router)).toBe('/admin?tab=draft-approval');
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/admin?tab=users');
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the same tabs as a select for narrow screens', async () => {
    const { router, user } = renderAdmin();
    await user.click(await screen.findByRole('combobox', { name: 'Dashboard section' }));
    await user.click(await screen.findByRole('option', { name: 'Read models' }));
    expect(currentUrl(router)).toBe('/admin?tab=read-models');
  });
});

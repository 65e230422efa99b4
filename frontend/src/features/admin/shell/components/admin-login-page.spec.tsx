import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { resetToasts } from '../../../../components/ui/use-toast';
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminHandlers } from '../../../../testing/handlers/admin';
import { server } from '../../../../testing/server';
import { AdminLoginPage } from './admin-login-page';

const renderLoginPage = () =>
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginPage />} />
          <Route path="/admin" element={<p>Operator screen</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

const recordLogins = () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/admin/login', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ error: 'Invalid credentials' }, { status: 401 });
    }),
  );
  return bodies;
};

beforeEach(() => server.use(...adminHandlers));
afterEach(() => resetToasts());

describe('AdminLoginPage', () => {
  it.each([
    ['', ''],
    [ADMIN_USERNAME, ''],
    ['', ADMIN_PASSWORD],
  ])("asks for both fields (username %j, password %j)", async (username, password) => {
    const bodies = recordLogins();
    const user = userEvent.setup();
    renderLoginPage();
    if (username) await user.type(screen.getByLabelText('Username'), username);
    if (password) await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both username and password')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("shows 'Login Failed' for wrong credentials and stays on the page", async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByText('Operator screen')).not.toBeInTheDocument();
  });

  it('signs in and goes to /admin', async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Operator screen')).toBeInTheDocument();
  });
});

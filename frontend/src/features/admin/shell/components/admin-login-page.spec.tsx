import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
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

const signedOut = () => http.get('/api/admin/me', () => HttpResponse.json({ error: 'Not signed in' }, { status: 401 }));

beforeEach(() => {
  server.use(...adminHandlers);
  server.use(signedOut());
});
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
    // Beside the toast: each empty field is marked, tied to its message, and the first takes focus.
    const fields = [screen.getByLabelText('Username'), screen.getByLabelText('Password')];
    const empty = fields.filter((field) => (field as HTMLInputElement).value === '');
    for (const field of empty) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(field.id === 'admin-username' ? 'Please enter your username' : 'Please enter your password');
    }
    for (const field of fields.filter((candidate) => !empty.includes(candidate))) expect(field).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(empty[0]).toHaveFocus());
  });

  it('forgets a field\'s error once it is typed into', async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    await user.type(screen.getByLabelText('Username'), 'a');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the page in the document title', () => {
    renderLoginPage();
    expect(document.title).toBe('Admin Login | AI Navigator');
  });

  it("shows 'Login Failed' for wrong credentials and stays on the page", async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const toast = (await screen.findByText('Login Failed')).closest('li')!;
    expect(within(toast).getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.queryByText('Operator screen')).not.toBeInTheDocument();
    // Focus goes to the password to retype (never <body>), marked and tied to the message.
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Invalid username or password');
  });

  it('signs in and goes to /admin', async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Operator screen')).toBeInTheDocument();
  });

  it("leaves no 'Login Failed' behind once the right password signs in", async () => {
    const user = userEvent.setup();
    renderLoginPage();
    await user.type(screen.getByLabelText('Username'), ADMIN_USERNAME);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Failed')).toBeVisible();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), ADMIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Operator screen')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Login Failed')).not.toBeInTheDocument());
  });

  it('sends an admin who is already signed in on to /admin', async () => {
    server.use(...adminHandlers);
    renderLoginPage();
    expect(await screen.findByText('Operator screen')).toBeInTheDocument();
  });
});

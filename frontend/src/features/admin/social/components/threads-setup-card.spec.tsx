import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { THREADS_TEXTS } from '@contract/social.vocabulary';
import { expectFieldError } from '../../../../testing/field-errors';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { findToast } from '../../../../testing/toasts';
import { AccountsCard } from './accounts-card';
import { ThreadsSetupCard } from './threads-setup-card';

const renderSetup = () =>
  renderWithProviders(
    <>
      <AccountsCard />
      <ThreadsSetupCard />
    </>,
  );
const failWith = (status: number, error: string) => () => HttpResponse.json({ error }, { status });

const exchange = async (user: ReturnType<typeof renderSetup>['user'], code: string) => {
  await user.type(screen.getByLabelText('Authorization code'), code);
  await user.click(screen.getByRole('button', { name: 'Exchange Code' }));
};

describe('ThreadsSetupCard', () => {
  it('shows the authorization window to open, in a new tab, with the steps', async () => {
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Generate Authorization URL' }));
    const link = await screen.findByRole('link', { name: /Open the Threads authorization window/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/threads\.net\/oauth\/authorize\?client_id=987/));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('list', { name: 'Authorization instructions' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'Error' / 'Failed to generate authorization URL' with the server's reason, e.g. when Threads is not configured", async () => {
    recordRequests('get', '/api/threads/auth-url', failWith(409, 'Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET'));
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Generate Authorization URL' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to generate authorization URL')).toBeInTheDocument();
    expect(within(toast).getByText('Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET')).toBeInTheDocument();
  });

  it("says 'Missing Code' for an empty code and sends nothing", async () => {
    const exchanges = recordRequests('post', '/api/threads/exchange-token');
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Exchange Code' }));
    expect(within(await findToast('Missing Code')).getByText(THREADS_TEXTS.missingCode.description)).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Authorization code'), THREADS_TEXTS.missingCode.description);
    expect(exchanges).toHaveLength(0);
  });

  it("says 'Missing Token' / 'Please exchange authorization code first' before an exchange, and sends nothing", async () => {
    const conversions = recordRequests('post', '/api/threads/convert-long-lived');
    const { user } = renderSetup();
    await user.click(screen.getByRole('button', { name: 'Convert to Long-Lived Token' }));
    expect(within(await findToast('Missing Token')).getByText('Please exchange authorization code first')).toBeInTheDocument();
    expect(conversions).toHaveLength(0);
  });

  it('exchanges the code, converts the short-lived token, and shows the account connected with the token masked', async () => {
    const exchanges = recordRequests('post', '/api/threads/exchange-token', () =>
      HttpResponse.json({ success: true, accessToken: 'THshort-lived-token', userId: '1784', message: 'Code exchanged' }),
    );
    const { user } = renderSetup();
    await exchange(user, 'AQBcode');
    expect(await screen.findByText(/Short-lived token received for Threads user 1784/)).toBeInTheDocument();
    expect(exchanges.map((request) => request.body)).toEqual([{ code: 'AQBcode' }]);
    expect(screen.getByLabelText('Authorization code')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Convert to Long-Lived Token' }));
    expect(await findToast('Threads Connected')).toBeInTheDocument();
    expect(screen.getByText(/^Long-lived token/)).toHaveTextContent('Long-lived token ••••9c2e stored.');
    const account = screen.getByRole('region', { name: 'Threads account' });
    expect(within(account).getByText('Connected')).toBeInTheDocument();
    expect(within(account).getByText('@ainavigator')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('THshort-lived-token');
  });

  it("words a failed exchange as section 8 does, with the server's reason under it", async () => {
    recordRequests('post', '/api/threads/exchange-token', failWith(400, 'code: This authorization code has been used.'));
    const { user } = renderSetup();
    await exchange(user, 'AQBused');
    const toast = await findToast('Exchange Failed');
    expect(within(toast).getByText('Failed to exchange authorization code')).toBeInTheDocument();
    expect(within(toast).getByText('code: This authorization code has been used.')).toBeInTheDocument();
  });

  it("words a failed conversion as section 8 does, with the server's reason under it, and keeps the short-lived token to try again", async () => {
    recordRequests('post', '/api/threads/convert-long-lived', failWith(502, 'Threads failed: Please retry'));
    const { user } = renderSetup();
    await exchange(user, 'AQBcode');
    await screen.findByText(/Short-lived token received/);
    await user.click(screen.getByRole('button', { name: 'Convert to Long-Lived Token' }));
    const toast = await findToast('Conversion Failed');
    expect(within(toast).getByText('Failed to convert to long-lived token')).toBeInTheDocument();
    expect(within(toast).getByText('Threads failed: Please retry')).toBeInTheDocument();
    expect(screen.getByText(/Short-lived token received/)).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { FACEBOOK_TEXTS } from '@contract/social.vocabulary';
import { buildConnectedAccount, buildSocialAccount, buildUnconfiguredAccounts } from '../../../../testing/builders/social';
import { clickConfirmed } from '../../../../testing/confirm-dialog';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { findToast } from '../../../../testing/toasts';
import { AccountsCard } from './accounts-card';

const answerAccounts = (accounts: object) => recordRequests('get', '/api/social/accounts', () => HttpResponse.json(accounts));

describe('AccountsCard', () => {
  it('names the variables to set when an app is not configured', async () => {
    answerAccounts(buildUnconfiguredAccounts());
    renderWithProviders(<AccountsCard />);
    const facebook = await screen.findByRole('region', { name: 'Facebook page' });
    expect(within(facebook).getByText('Not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET on the server.')).toBeInTheDocument();
    expect(within(facebook).getByText('Not connected')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Threads account' })).getByText(/set THREADS_APP_ID and THREADS_APP_SECRET/)).toBeInTheDocument();
  });

  it('shows a connected page: the last characters of its token, its renewal date and the last post', async () => {
    const lastPost = { at: '2025-01-05T08:00:02.000Z', target: 'test' as const, outcome: 'posted' as const, postId: '111_1', reason: null };
    answerAccounts({ facebook: buildConnectedAccount('facebook', { lastPost }), threads: buildSocialAccount('threads') });
    renderWithProviders(<AccountsCard />);
    const facebook = await screen.findByRole('region', { name: 'Facebook page' });
    expect(within(facebook).getByText('Connected')).toBeInTheDocument();
    expect(within(facebook).getByText('••••7af3')).toBeInTheDocument();
    expect(within(facebook).getByText(/\(in 59 days\)$/)).toBeInTheDocument();
    expect(within(facebook).getByText(/^Test post, published/)).toBeInTheDocument();
  });

  it('shows an expired token as such', async () => {
    answerAccounts({ facebook: buildConnectedAccount('facebook', { expired: true, expiresAt: '2025-01-01T00:00:00.000Z' }), threads: buildSocialAccount('threads') });
    renderWithProviders(<AccountsCard />);
    expect(within(await screen.findByRole('region', { name: 'Facebook page' })).getByText('Token expired')).toBeInTheDocument();
  });

  it('disconnects after asking, and shows the account as no longer connected', async () => {
    answerAccounts({ facebook: buildConnectedAccount('facebook'), threads: buildSocialAccount('threads') });
    const disconnects = recordRequests('post', '/api/facebook/disconnect', () =>
      HttpResponse.json({ success: true, message: 'The Facebook page is disconnected: its stored token is destroyed', account: buildSocialAccount('facebook') }),
    );
    const { user } = renderWithProviders(<AccountsCard />);
    await screen.findByRole('button', { name: 'Disconnect Facebook page' });
    expect(await clickConfirmed(user, 'Disconnect Facebook page', 'Disconnect')).toMatch(/stored token is destroyed for good/);
    expect(await findToast('Disconnected')).toBeInTheDocument();
    expect(disconnects).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Facebook page' })).getByText('Not connected')).toBeInTheDocument();
  });

  it("says 'Failed to check current token' when the status cannot be read", async () => {
    recordRequests('get', '/api/social/accounts', () => HttpResponse.json({ error: 'The read model is rebuilding' }, { status: 503 }));
    renderWithProviders(<AccountsCard />);
    expect(within(await findToast(FACEBOOK_TEXTS.statusFailed)).getByText('The read model is rebuilding')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${FACEBOOK_TEXTS.statusFailed}: The read model is rebuilding`);
  });
});

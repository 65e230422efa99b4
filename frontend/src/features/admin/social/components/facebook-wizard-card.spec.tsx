import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { DEFAULT_TEST_POST, FACEBOOK_TEXTS, SOCIAL_TIMING } from '@contract/social.vocabulary';
import { buildConnectedAccount, LONG_LIVED_USER_TOKEN, PAGE_TOKEN } from '../../../../testing/builders/social';
import { expectFieldError } from '../../../../testing/field-errors';
import { recordRequests } from '../../../../testing/record-requests';
import { renderWithProviders } from '../../../../testing/render';
import { findToast } from '../../../../testing/toasts';
import { AccountsCard } from './accounts-card';
import { FacebookWizardCard } from './facebook-wizard-card';

const renderWizard = (options: Parameters<typeof renderWithProviders>[1] = {}) =>
  renderWithProviders(
    <>
      <AccountsCard />
      <FacebookWizardCard />
    </>,
    options,
  );
const failWith = (status: number, error?: string) => () => (error ? HttpResponse.json({ error }, { status }) : new HttpResponse('Bad Gateway', { status }));

const convert = async (user: ReturnType<typeof renderWizard>['user'], token = 'EAAshort-lived') => {
  await user.type(screen.getByLabelText('Short-lived user access token'), token);
  await user.click(screen.getByRole('button', { name: 'Convert to Long-Lived Token' }));
};

describe('FacebookWizardCard: step 1, the long-lived token', () => {
  it("says 'Missing Token' / 'Please enter your short-lived Facebook access token' and sends nothing for an empty token", async () => {
    const conversions = recordRequests('post', '/api/facebook/convert-to-long-lived');
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Convert to Long-Lived Token' }));
    const toast = await findToast('Missing Token');
    expect(within(toast).getByText('Please enter your short-lived Facebook access token')).toBeInTheDocument();
    await expectFieldError(screen.getByLabelText('Short-lived user access token'), FACEBOOK_TEXTS.missingToken.description);
    expect(conversions).toHaveLength(0);
  });

  it("marks a pasted token with spaces by the server's rule, and sends nothing", async () => {
    const conversions = recordRequests('post', '/api/facebook/convert-to-long-lived');
    const { user } = renderWizard();
    await convert(user, 'EAA two words');
    await expectFieldError(screen.getByLabelText('Short-lived user access token'), 'The token must be one word of letters, digits and signs, without spaces');
    expect(screen.queryByText('Missing Token')).not.toBeInTheDocument();
    expect(conversions).toHaveLength(0);
  });

  it('converts the token, shows it masked with its 60 days, and fills in the user token of step 2', async () => {
    const conversions = recordRequests('post', '/api/facebook/convert-to-long-lived', () =>
      HttpResponse.json({ success: true, longLivedToken: LONG_LIVED_USER_TOKEN, expiresAt: '2025-03-06T08:00:00.000Z', message: 'Converted' }),
    );
    const { user } = renderWizard();
    await convert(user);
    expect(await screen.findByText(/Long-lived token/)).toHaveTextContent('Long-lived token ••••0001, valid until');
    expect(screen.getByText(/Long-lived token/)).toHaveTextContent('(60 days)');
    expect(conversions.map((request) => request.body)).toEqual([{ shortLivedToken: 'EAAshort-lived' }]);
    expect(screen.getByLabelText('User access token (long-lived)')).toHaveValue(LONG_LIVED_USER_TOKEN);
    expect(screen.getByLabelText('Short-lived user access token')).toHaveValue('');
    expect(await findToast('Token Converted')).toBeInTheDocument();
  });

  it.each([
    ['the server says why', failWith(400, 'shortLivedToken: Error validating access token: Session has expired'), 'Conversion Failed', 'shortLivedToken: Error validating access token: Session has expired'],
    ['the server gives no reason', failWith(502), 'Conversion Failed', 'Failed to convert token'],
    ['no answer comes', () => HttpResponse.error(), 'Error', 'Failed to convert token'],
  ])('shows the failure as section 8 words it when %s', async (_case, answer, title, description) => {
    recordRequests('post', '/api/facebook/convert-to-long-lived', answer);
    const { user } = renderWizard();
    await convert(user);
    expect(within(await findToast(title)).getByText(description)).toBeInTheDocument();
  });
});

describe('FacebookWizardCard: step 2, the pages', () => {
  it('needs a user token, then lists the pages of the token', async () => {
    const listed = recordRequests('post', '/api/facebook/get-page-tokens', () => HttpResponse.json({ pages: [{ pageId: '111', pageName: 'AI Navigator', pageToken: PAGE_TOKEN }] }));
    const { user } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Get Page Tokens' }));
    expect(within(await findToast('Missing Token')).getByText(FACEBOOK_TEXTS.missingUserToken.description)).toBeInTheDocument();
    expect(listed).toHaveLength(0);
    await user.type(screen.getByLabelText('User access token (long-lived)'), 'EAApasted-user-token');
    await user.click(screen.getByRole('button', { name: 'Get Page Tokens' }));
    const pages = await screen.findByRole('list', { name: 'Facebook pages' });
    expect(within(pages).getByText('AI Navigator')).toBeInTheDocument();
    expect(listed.map((request) => request.body)).toEqual([{ userAccessToken: 'EAApasted-user-token' }]);
  });

  it("says 'No Pages Found' for a token without pages, and 'Failed to retrieve page tokens' with the server's words when it fails", async () => {
    recordRequests('post', '/api/facebook/get-page-tokens', () => HttpResponse.json({ pages: [] }));
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('User access token (long-lived)'), 'EAAuser');
    await user.click(screen.getByRole('button', { name: 'Get Page Tokens' }));
    expect(within(await findToast('No Pages Found')).getByText(FACEBOOK_TEXTS.noPagesFound.description)).toBeInTheDocument();
    recordRequests('post', '/api/facebook/get-page-tokens', failWith(400, 'userAccessToken: Invalid OAuth access token.'));
    await user.click(screen.getByRole('button', { name: 'Get Page Tokens' }));
    expect(within(await findToast('Failed to retrieve page tokens')).getByText('userAccessToken: Invalid OAuth access token.')).toBeInTheDocument();
  });
});

describe('FacebookWizardCard: steps 3 and 4, the chosen page and its test post', () => {
  const listPages = async (user: ReturnType<typeof renderWizard>['user']) => {
    await user.type(screen.getByLabelText('User access token (long-lived)'), 'EAAuser');
    await user.click(screen.getByRole('button', { name: 'Get Page Tokens' }));
    await user.click(await screen.findByRole('button', { name: 'Use this page: AI Navigator' }));
  };

  it('stores the chosen page token, shows the page connected, and sends the test post 2 s later, not sooner', async () => {
    jest.useFakeTimers();
    const updates = recordRequests('post', '/api/facebook/update-token', () =>
      HttpResponse.json({ success: true, message: 'Posts now go to the page AI Navigator', account: buildConnectedAccount('facebook') }),
    );
    const posts = recordRequests('post', '/api/facebook/test-posting', () =>
      HttpResponse.json({ success: true, message: 'The test post is published on the Facebook page', postId: '111_1', alreadyPosted: false }),
    );
    const { user } = renderWizard({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await listPages(user);
    expect(await findToast('Page Token Updated')).toBeInTheDocument();
    expect(updates.map((request) => request.body)).toEqual([{ token: PAGE_TOKEN }]);
    expect(within(screen.getByRole('region', { name: 'Facebook page' })).getByText('Connected')).toBeInTheDocument();
    // The page tokens leave the wizard once the server holds the chosen one.
    expect(screen.queryByRole('list', { name: 'Facebook pages' })).not.toBeInTheDocument();
    expect(screen.getByText('A test post goes to AI Navigator in 2 seconds...')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SOCIAL_TIMING.testPostDelayMs - 1));
    expect(posts).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    expect(await screen.findByText('The test post is published on the Facebook page (post 111_1).')).toBeInTheDocument();
    expect(posts.map((request) => request.body)).toEqual([{ message: DEFAULT_TEST_POST }]);
  });

  it("says 'Update Failed' with the server's words, or 'Failed to update page token', and sends no test post", async () => {
    jest.useFakeTimers();
    const posts = recordRequests('post', '/api/facebook/test-posting');
    recordRequests('post', '/api/facebook/update-token', failWith(400, 'token: This page token lacks pages_manage_posts'));
    const { user } = renderWizard({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await listPages(user);
    expect(within(await findToast('Update Failed')).getByText('token: This page token lacks pages_manage_posts')).toBeInTheDocument();
    recordRequests('post', '/api/facebook/update-token', failWith(502));
    await user.click(screen.getByRole('button', { name: 'Use this page: AI Navigator' }));
    // The one toast is replaced by the next failure's.
    expect(await screen.findByText('Failed to update page token')).toBeInTheDocument();
    expect(screen.getByText('Update Failed')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(SOCIAL_TIMING.testPostDelayMs * 2));
    expect(posts).toHaveLength(0);
  });

  it('says when the test post fails, with the server\'s words', async () => {
    jest.useFakeTimers();
    recordRequests('post', '/api/facebook/test-posting', failWith(409, 'Facebook refused the stored token: (#200) Requires pages_manage_posts'));
    const { user } = renderWizard({ userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await listPages(user);
    await act(async () => jest.advanceTimersByTime(SOCIAL_TIMING.testPostDelayMs));
    expect(within(await findToast('Test Post Failed')).getByText('Facebook refused the stored token: (#200) Requires pages_manage_posts')).toBeInTheDocument();
    expect(screen.getByText(/The test post on AI Navigator failed/)).toHaveTextContent('failed: Facebook refused the stored token');
  });
});

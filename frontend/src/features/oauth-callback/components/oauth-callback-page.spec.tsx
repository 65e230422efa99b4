import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { OAuthCallbackPage } from './oauth-callback-page';

const renderCallback = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <OAuthCallbackPage />
    </MemoryRouter>,
  );

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('OAuthCallbackPage success', () => {
  it('shows the code, the four next steps and the admin link', () => {
    renderCallback('/oauth/callback?code=AQB-123');
    expect(screen.getByRole('heading', { name: 'Authorization Successful!' })).toBeInTheDocument();
    expect(screen.getByTestId('authorization-code')).toHaveTextContent('AQB-123');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Copy the authorization code above.',
      'Go to the Admin panel, Social Media tab.',
      'Paste the code into the Threads setup.',
      'Exchange it for an access token.',
    ]);
    expect(screen.getByRole('link', { name: 'Go to Admin Panel' })).toHaveAttribute('href', '/admin?tab=facebook-setup');
    expect(document.title).toBe('Authorization Successful | AI Navigator');
  });

  it("copies the code and shows 'Copied!' for 2000 ms", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCallback('/oauth/callback?code=AQB-123');
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(written).toHaveBeenCalledWith('AQB-123');
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('only logs a clipboard failure', async () => {
    const user = userEvent.setup();
    renderCallback('/oauth/callback?code=AQB-123');
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(logged).toHaveBeenCalledWith('Copying the authorization code failed', 'denied');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});

describe('OAuthCallbackPage failure', () => {
  it.each([
    ['/oauth/callback', 'No authorization code or error found in URL'],
    ['/oauth/callback?error=access_denied&error_description=The+user+denied', 'access_denied: The user denied'],
    ['/oauth/callback?error=access_denied', 'access_denied: Authorization failed'],
  ])('at %s shows %s', (url, message) => {
    renderCallback(url);
    expect(screen.getByRole('heading', { name: 'Authorization Failed' })).toBeInTheDocument();
    expect(document.title).toBe('Authorization Failed | AI Navigator');
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to Admin Panel' })).toHaveAttribute('href', '/admin?tab=facebook-setup');
  });

  it('titles the window by the outcome, not with the bare site name', () => {
    const { unmount } = renderCallback('/oauth/callback?code=AQB-123');
    expect(document.title).toBe('Authorization Successful | AI Navigator');
    unmount();
    renderCallback('/oauth/callback?error=access_denied');
    expect(document.title).toBe('Authorization Failed | AI Navigator');
  });
});

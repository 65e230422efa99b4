import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '../../../lib/consent';
import { renderWithProviders } from '../../../testing/render';
import { CookieBanner } from './cookie-banner';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieBanner', () => {
  it.each([
    ['Accept All Cookies', 'all'],
    ['Essential Only', 'essential'],
  ])('"%s" stores %s and hides the banner', async (button, stored) => {
    const { user } = renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['Save Preferences', 'all'],
    ['Reject All', 'rejected'],
  ])('the Preferences panel "%s" stores %s', async (button, stored) => {
    const { user } = renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(screen.getByText('Essential Cookies')).toBeInTheDocument();
    expect(screen.getByText('Always Active')).toBeInTheDocument();
    expect(screen.getByText('Analytics Cookies')).toBeInTheDocument();
    expect(screen.getByText('Marketing Cookies')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(stored);
    expect(banner()).not.toBeInTheDocument();
  });

  it('closes without storing a choice', async () => {
    const { user } = renderWithProviders(<CookieBanner />);
    await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('links to the legal pages', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  });

  it('does not show once a choice is stored', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'rejected');
    renderWithProviders(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});

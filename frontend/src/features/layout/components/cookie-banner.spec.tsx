import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { CookieSettingsButton } from '../../../components/cookie-settings-button';
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

  describe('brought back by Cookie settings', () => {
    const renderWithSettings = () =>
      renderWithProviders(
        <>
          <CookieBanner />
          <CookieSettingsButton />
        </>,
      );

    it('shows again after a choice, with focus in it; Essential Only withdraws an acceptance, and focus goes back to Cookie settings', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
      document.documentElement.setAttribute('data-consent-stored', '');
      const { user } = renderWithSettings();
      expect(banner()).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
      expect(banner()).toHaveFocus();
      // The head script's mark, which hides a stored choice's banner with CSS, no longer applies.
      expect(document.documentElement).not.toHaveAttribute('data-consent-stored');
      await user.click(screen.getByRole('button', { name: 'Essential Only' }));
      expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
      expect(banner()).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    });

    it('offers Reject All in its preferences, as on the first visit', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
      const { user } = renderWithSettings();
      await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
      await user.click(screen.getByRole('button', { name: 'Preferences' }));
      await user.click(screen.getByRole('button', { name: 'Reject All' }));
      expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
      expect(banner()).not.toBeInTheDocument();
    });

    it('keeps the stored choice when closed', async () => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'essential');
      const { user } = renderWithSettings();
      await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
      await user.click(screen.getByRole('button', { name: 'Close cookie banner' }));
      expect(banner()).not.toBeInTheDocument();
      expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('essential');
      expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    });
  });
});

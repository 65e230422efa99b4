import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '../../../lib/consent';
import { EMPTY_SITE_CONFIG } from '../../../lib/site-config';
import { buildSiteConfig } from '../../../testing/builders/site-config';
import { renderWithProviders } from '../../../testing/render';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';

describe('Footer', () => {
  it('has social links in a new tab, quick links that work from any page, and resources', () => {
    renderWithProviders(<Footer />, { route: '/blog', path: '/blog' });
    const social = screen.getAllByRole('link', { name: /AI Navigator on/ });
    expect(social).toHaveLength(3);
    social.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    // The home page's tools section, not an anchor on whatever page the footer is shown on.
    expect(screen.getByRole('link', { name: 'AI Tools' })).toHaveAttribute('href', '/#tools');
    expect(screen.getByRole('link', { name: 'AI Tools Guide' })).toHaveAttribute('href', '/ai-tools-guide');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/blog?category=Review');
    expect(screen.getByRole('link', { name: 'Comparisons' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    screen.getAllByRole('link').forEach((link) => expect(link).not.toHaveAttribute('href', '#'));
    expect(screen.getByText(/All rights reserved/)).toHaveTextContent(`© ${new Date().getFullYear()} AI Navigator`);
  });

  it("offers 'Cookie settings', which brings the cookie banner back to change or withdraw the choice", async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'all');
    const { user } = renderWithProviders(
      <>
        <CookieBanner />
        <Footer />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('titles its link lists as level 2 headings, so a page with only an h1 skips no level', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('heading', { name: 'Quick Links' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Resources' }).tagName).toBe('H2');
  });

  it("shows the operator's company, postal address and contact address from the configuration", () => {
    renderWithProviders(<Footer />, { site: buildSiteConfig() });
    const address = screen.getByRole('group');
    expect(address).toHaveTextContent('Shop Media Ltd1 Harbour RoadLeith EH6 6LXUnited Kingdom');
    expect(screen.getByRole('link', { name: 'hello@shop.example' })).toHaveAttribute('href', 'mailto:hello@shop.example');
  });

  it('shows no made-up address when the operator configured none', () => {
    renderWithProviders(<Footer />, { site: EMPTY_SITE_CONFIG });
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Market Street|@/);
  });
});

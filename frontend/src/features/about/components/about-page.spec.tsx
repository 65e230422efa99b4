import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { EMPTY_SITE_CONFIG } from '../../../lib/site-config';
import { buildSiteConfig } from '../../../testing/builders/site-config';
import { renderWithProviders } from '../../../testing/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('shows mission, the four stats, team, values and a mailto link to the configured contact address', () => {
    renderWithProviders(<AboutPage />, { site: buildSiteConfig() });
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'AI Navigator in numbers' }));
    for (const value of ['10,000+', '500+', '95%', 'Daily']) expect(stats.getByText(value)).toBeInTheDocument();
    expect(stats.getByText('Reader satisfaction')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet the Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Values' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', 'mailto:hello@shop.example');
  });

  it('sends visitors to the contact form when no contact address is configured, never to a made-up one', () => {
    renderWithProviders(<AboutPage />, { site: EMPTY_SITE_CONFIG });
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
    expect(document.body.innerHTML).not.toContain('@');
  });
});

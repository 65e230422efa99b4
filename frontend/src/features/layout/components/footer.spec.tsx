import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('has social links in a new tab, an address, quick links and resources', () => {
    renderWithProviders(<Footer />);
    const social = screen.getAllByRole('link', { name: /AI Navigator on/ });
    expect(social).toHaveLength(3);
    social.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(screen.getByRole('link', { name: 'AI Tools' })).toHaveAttribute('href', '#tools');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/blog?category=Review');
    expect(screen.getByRole('link', { name: 'Comparisons' })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    screen.getAllByRole('link').forEach((link) => expect(link).not.toHaveAttribute('href', '#'));
    expect(screen.getByText(/548 Market Street/)).toBeInTheDocument();
    expect(screen.getByText(/All rights reserved/)).toHaveTextContent(`© ${new Date().getFullYear()} AI Navigator`);
  });
});

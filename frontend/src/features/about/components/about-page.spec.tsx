import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { AboutPage, CONTACT_EMAIL } from './about-page';

describe('AboutPage', () => {
  it('shows mission, the four stats, team, values and a mailto contact link', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
    const stats = within(screen.getByRole('list', { name: 'AI Navigator in numbers' }));
    for (const value of ['10,000+', '500+', '95%', 'Daily']) expect(stats.getByText(value)).toBeInTheDocument();
    expect(stats.getByText('Reader satisfaction')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Meet the Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Values' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', `mailto:${CONTACT_EMAIL}`);
  });
});

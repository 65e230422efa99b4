import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { THEME_STORAGE_KEY } from '../hooks/use-theme';
import { Navbar } from './navbar';

const renderAt = (route: string) => renderWithProviders(<Navbar />, { route, path: '*' });

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });

describe('Navbar', () => {
  it('highlights the current link, and Blog on any /blog path', () => {
    renderAt('/blog/some-post');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    ['Home', 'Tools', 'Blog', 'About'].forEach((name) => expect(within(main).getByRole('link', { name })).toBeInTheDocument());
  });

  it('highlights Tools on /tools only', () => {
    renderAt('/tools');
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('opens a mobile menu with Home, Tools, Blog, About and a theme toggle that closes on selection', async () => {
    const { user, router } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Tools', 'Blog', 'About']);
    await user.click(within(menu).getByRole('link', { name: 'Tools' }));
    expect(router.state.location.pathname).toBe('/tools');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('points the menu button at the menu only while the menu exists', async () => {
    const { user } = renderAt('/');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    await user.click(button);
    const controlled = screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
    expect(controlled).toBe('mobile-menu');
    expect(document.getElementById(controlled!)).toBe(screen.getByTestId('mobile-menu'));
  });

  it('slides out of view once scrolled past 100 px', () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    scrollTo(100);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(101);
    expect(header).toHaveAttribute('data-hidden', 'true');
    expect(header).toHaveClass('-translate-y-full');
    scrollTo(0);
    expect(header).toHaveAttribute('data-hidden', 'false');
  });

  it('comes back as soon as the visitor scrolls up, far from the top', () => {
    renderAt('/');
    const header = screen.getByRole('banner');
    scrollTo(1500);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(1498); // jitter, not a change of direction
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(1400);
    expect(header).toHaveAttribute('data-hidden', 'false');
    scrollTo(1600);
    expect(header).toHaveAttribute('data-hidden', 'true');
  });

  it('stays in view while the mobile menu is open', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    scrollTo(900);
    expect(screen.getByRole('banner')).toHaveAttribute('data-hidden', 'false');
  });

  it('closes the mobile menu on Escape, with focus back on the menu button', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes the mobile menu on a tap outside the bar', async () => {
    const { user } = renderWithProviders(
      <>
        <Navbar />
        <p>Page text</p>
      </>,
      { path: '*' },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByTestId('mobile-menu')).getByRole('link', { name: 'About' }).closest('ul')!);
    expect(screen.getByTestId('mobile-menu')).toBeInTheDocument();
    await user.click(screen.getByText('Page text'));
    expect(screen.queryByTestId('mobile-menu')).not.toBeInTheDocument();
  });
});

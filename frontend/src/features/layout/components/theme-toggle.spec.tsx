import { describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { THEME_STORAGE_KEY } from '../hooks/use-theme';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('starts light, switches to dark (class on <html>, stored) and back', async () => {
    const { user } = renderWithProviders(<ThemeToggle />);
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows a dark theme the page started with (applied by the script in index.html before first paint)', () => {
    document.documentElement.classList.add('dark');
    renderWithProviders(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('explains the icon-only button in a tooltip after the hover delay', async () => {
    jest.useFakeTimers();
    const { user } = renderWithProviders(<ThemeToggle />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.hover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    act(() => jest.advanceTimersByTime(700));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
  });

  it('needs no tooltip in the mobile menu, where the button shows its label', async () => {
    jest.useFakeTimers();
    const { user } = renderWithProviders(<ThemeToggle showLabel />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.hover(screen.getByRole('button', { name: 'Switch to dark mode' }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByText('Dark mode')).toBeInTheDocument();
  });
});

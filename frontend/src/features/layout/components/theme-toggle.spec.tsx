import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { restoreStoredTheme, THEME_STORAGE_KEY } from '../hooks/use-theme';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('starts light, switches to dark (class on <html>, stored) and back', async () => {
    render(<ThemeToggle />);
    expect(document.documentElement).not.toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('restores a stored dark theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    restoreStoredTheme();
    render(<ThemeToggle />);
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

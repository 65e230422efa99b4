import { useSyncExternalStore } from 'react';

/**
 * Spec section 4: light unless 'dark' is stored; dark mode is a `dark` class on <html>. The inline
 * script in index.html applies a stored theme before first paint; from then on the class is the truth.
 */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

const listeners = new Set<() => void>();

const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

export const applyTheme = (theme: Theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage blocked: the theme lasts for this page only
  }
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useTheme = () => {
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as Theme);
  return { theme, toggleTheme: () => applyTheme(theme === 'dark' ? 'light' : 'dark') };
};

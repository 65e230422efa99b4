import { useCallback, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { Compass, Menu, X } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/class-names';
import { useHydrated } from '../../../lib/use-hydrated';
import { useHiddenOnScroll } from '../hooks/use-hidden-on-scroll';
import { ThemeToggle } from './theme-toggle';

type NavItem = { label: string; to: string };

// The same four places on every screen size: About is reachable on phones too.
const navItems: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Tools', to: '/tools' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', to: '/about' },
];
const MOBILE_MENU_ID = 'mobile-menu';

/** Blog stays highlighted on every /blog path (list and posts). */
export const isNavItemActive = (to: string, pathname: string) => (to === '/blog' ? pathname.startsWith('/blog') : pathname === to);

const linkClasses = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300' : 'text-gray-700 hover:text-indigo-600 dark:text-gray-300 dark:hover:text-indigo-400',
  );

/** Closes the open mobile menu on Escape (focus back on the menu button) and on a tap or click outside the bar. */
const useMenuDismissal = (open: boolean, close: () => void, header: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) => {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && header.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, header, button]);
};

/**
 * Keyboard focus only: a link clicked with the mouse keeps focus after the navigation, and the bar
 * should still slide away when that visitor scrolls down.
 */
const hasKeyboardFocus = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: keep the bar for every focus
  }
};

export const Navbar = () => {
  const { pathname } = useLocation();
  const scrolledAway = useHiddenOnScroll();
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useMenuDismissal(menuOpen, closeMenu, headerRef, menuButtonRef);
  const menuLabel = menuOpen ? 'Close menu' : 'Open menu';
  // The menu opens by script: in the server's HTML the button shows it cannot be used yet.
  const hydrated = useHydrated();
  // Never slide away from under a keyboard user or an open menu.
  const hidden = scrolledAway && !menuOpen && !focusInside;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
  };

  return (
    <header
      ref={headerRef}
      data-navbar
      data-hidden={hidden}
      onFocus={(event) => setFocusInside(hasKeyboardFocus(event.target))}
      onBlur={onBlur}
      className={cn(
        'sticky top-0 z-40 border-b border-gray-200 bg-white/90 backdrop-blur transition-transform duration-300 dark:border-gray-800 dark:bg-gray-950/90',
        hidden && '-translate-y-full',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-navbar max-w-7xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <Compass className="h-6 w-6 text-indigo-600" aria-hidden="true" />
          AI Navigator
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {navItems.map((item) => {
            const active = isNavItemActive(item.to, pathname);
            return (
              <Link key={item.to} to={item.to} aria-current={active ? 'page' : undefined} className={linkClasses(active)}>
                {item.label}
              </Link>
            );
          })}
          <ThemeToggle />
        </div>
        <Tooltip content={menuLabel} align="end">
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuLabel}
            disabled={!hydrated}
            aria-expanded={menuOpen}
            // Points at the menu only while it exists: a closed menu is not in the page.
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </Button>
        </Tooltip>
      </nav>
      {menuOpen ? (
        <div id={MOBILE_MENU_ID} data-testid="mobile-menu" className="border-t border-gray-200 px-4 py-2 md:hidden dark:border-gray-800">
          <ul className="flex flex-col gap-1">
            {navItems.map((item) => {
              const active = isNavItemActive(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link to={item.to} onClick={closeMenu} aria-current={active ? 'page' : undefined} className={cn('block', linkClasses(active))}>
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li>
              <ThemeToggle showLabel onToggled={closeMenu} />
            </li>
          </ul>
        </div>
      ) : null}
    </header>
  );
};

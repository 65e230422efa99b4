import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Scroll positions by history entry (react-router's location key), kept in sessionStorage so a
 * reload, or coming back from another site, finds them too. Bounded: the oldest go first.
 */
const STORAGE_KEY = 'scroll-positions';
const MAX_ENTRIES = 50;
/** How long a restore or an anchor waits for the page to grow tall enough (data, images, a lazy screen). */
const SETTLE_DEADLINE_MS = 1500;

// useLayoutEffect warns during the server render; effects never run there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Where a history entry was left: its offset and, on pages that mark anchors (`data-scroll-anchor`
 * with an id), the last anchor above the top of the screen and how far below it the screen started.
 * The offset alone is not enough where content above is laid out lazily (the guide's sections skip
 * layout until they near the screen, with an estimated height): back on a fresh mount, the same
 * offset can show other content; the anchor is found again wherever it lands.
 */
type Position = { y: number; anchor?: string; offset?: number };

const positions = new Map<string, Position>();

/** A stored entry: `[key, y]`, or `[key, y, anchor, offset]`. */
const readEntry = ([key, y, anchor, offset]: unknown[]) => {
  if (typeof key !== 'string' || typeof y !== 'number') return;
  positions.set(key, typeof anchor === 'string' && typeof offset === 'number' ? { y, anchor, offset } : { y });
};

let loaded = false;

const loadPositions = () => {
  if (loaded) return;
  loaded = true;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) for (const entry of stored) if (Array.isArray(entry)) readEntry(entry);
  } catch {
    // storage blocked or garbled: positions of this page only
  }
};

const savePositions = () => {
  const entries = [...positions].slice(-MAX_ENTRIES).map(([key, { y, anchor, offset }]) => (anchor === undefined ? [key, y] : [key, y, anchor, offset]));
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // storage blocked: positions of this page only
  }
};

/** The last marked anchor whose top is above the top of the screen, with the distance from it. */
const anchorAtTop = (): { anchor: string; offset: number } | undefined => {
  let found: { anchor: string; offset: number } | undefined;
  for (const element of document.querySelectorAll<HTMLElement>('[data-scroll-anchor][id]')) {
    const top = element.getBoundingClientRect().top;
    if (top > 0) break;
    found = { anchor: element.id, offset: -top };
  }
  return found;
};

const currentPosition = (): Position => ({ y: window.scrollY, ...anchorAtTop() });

const remember = (key: string, position: Position) => {
  positions.delete(key);
  positions.set(key, position);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value ?? '');
};

/**
 * Repeats `attempt` on each frame until it reports done or the deadline passes: the page below may
 * still be growing. A visitor who scrolls, taps or types in the meantime has taken over: stop.
 */
const settle = (attempt: () => boolean): (() => void) => {
  const deadline = performance.now() + SETTLE_DEADLINE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    if (attempt() || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) window.addEventListener(type, stop, { passive: true });
  step();
  return stop;
};

const scrollToAnchor = (hash: string): boolean => {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the id up as written
  }
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
};

const scrollToPosition = (y: number): boolean => {
  window.scrollTo(0, y);
  return Math.abs(window.scrollY - y) < 1;
};

/**
 * The steps back to where an entry was left: at its anchor when it had one (until the anchor exists,
 * at the old offset). The anchor is brought on screen first, so a lazily laid out section around it
 * gets its real height before the offset into it is applied.
 */
const restoring = ({ y, anchor, offset = 0 }: Position): (() => boolean) => {
  if (anchor === undefined) return () => scrollToPosition(y);
  let laidOut = false;
  return () => {
    const element = document.getElementById(anchor);
    if (!element) {
      scrollToPosition(y);
      return false;
    }
    if (!laidOut) {
      element.scrollIntoView();
      laidOut = true;
      return false;
    }
    window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top + offset);
    return Math.abs(element.getBoundingClientRect().top + offset) < 1;
  };
};

/**
 * Scroll restoration for the declarative BrowserRouter (react-router's <ScrollRestoration> needs a
 * data router): a page reached by a link starts at the top, or at its #anchor; back and forward (and
 * a reload) return to where that history entry was left.
 */
export const useScrollRestoration = () => {
  const { key, pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen, switched before the new page scrolls: the scroll that follows belongs to it, not to the page left.
  const shownKey = useRef(key);
  const shown = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => remember(shownKey.current, currentPosition());
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  // Before paint, so a new page never shows at the old page's offset.
  useBrowserLayoutEffect(() => {
    loadPositions();
    shownKey.current = key;
    // Only the query changed (an admin tab, a filter): the visitor stays where they are.
    const queryChange = shown.current !== null && shown.current.pathname === pathname && shown.current.search !== search;
    shown.current = { pathname, search };
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) return settle(restoring(saved));
    // A first load is the browser's (it scrolls to a #anchor itself); a POP without a record is left where it is.
    if (navigationType === 'POP') return undefined;
    if (hash) return settle(() => scrollToAnchor(hash));
    if (!queryChange) window.scrollTo(0, 0);
    return undefined;
  }, [key, pathname, search, hash, navigationType]);
};

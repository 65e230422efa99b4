import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { applyHead, DEFAULT_HEAD, type PageHead } from './page-head';

/**
 * Where a declared head goes. In the browser: applied to document.head after render. On the
 * server: collected during render (no effect runs there), so the HTML sent carries it.
 */
export type PageHeadSink = { siteUrl: string; collect?: (head: PageHead) => void };

const PageHeadContext = createContext<PageHeadSink | null>(null);

export const PageHeadProvider = ({ sink, children }: { sink: PageHeadSink; children: ReactNode }) => (
  <PageHeadContext.Provider value={sink}>{children}</PageHeadContext.Provider>
);

/** In the browser: whether a mounted screen's own head is in place (not the site defaults), and who waits for one. */
let screenHeadApplied = false;
const waitingForHead = new Set<() => void>();

/**
 * Calls `callback` once a screen's own head is in place: at once if it already is, else when the
 * next screen applies its head. Answers a function that stops waiting. A page view waits for this,
 * so it reports the page's own title rather than the defaults left by the page before.
 */
export const whenScreenHeadApplied = (callback: () => void): (() => void) => {
  if (screenHeadApplied) {
    callback();
    return () => {};
  }
  waitingForHead.add(callback);
  return () => waitingForHead.delete(callback);
};

/**
 * Calls `callback` once, when a screen's own head is in place or after `waitMs`, whichever comes
 * first: for a screen without a head of its own (the operator area), or whose head never comes (a
 * post that failed to load). Answers a function that cancels both.
 */
export const afterScreenHead = (waitMs: number, callback: () => void): (() => void) => {
  let done = false;
  let stopWaiting = () => {};
  const finish = () => {
    if (done) return;
    done = true;
    stopWaiting();
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(finish, waitMs);
  stopWaiting = whenScreenHeadApplied(finish);
  return () => {
    done = true;
    stopWaiting();
    clearTimeout(timer);
  };
};

const screenHeadChanged = (applied: boolean) => {
  screenHeadApplied = applied;
  if (!applied) return;
  const waiting = [...waitingForHead];
  waitingForHead.clear();
  waiting.forEach((callback) => callback());
};

/**
 * Declares the head of the calling screen while it is mounted; on leaving, the site defaults come
 * back until the next screen declares its own. Pass null while the content is unknown (loading).
 */
export const usePageHead = (head: PageHead | null) => {
  const sink = useContext(PageHeadContext);
  if (head && sink?.collect) sink.collect(head);
  const siteUrl = usePageSiteUrl();
  // Serialised so a new object with equal content does not rewrite the head on every render.
  const serialised = head === null ? null : JSON.stringify(head);
  useEffect(() => {
    if (serialised === null) return;
    applyHead(JSON.parse(serialised) as PageHead, siteUrl);
    screenHeadChanged(true);
    return () => {
      applyHead(DEFAULT_HEAD, siteUrl);
      screenHeadChanged(false);
    };
  }, [serialised, siteUrl]);
};

/** The site's public URL (PUBLIC_URL) for absolute links; the page's origin where none was given. */
export const usePageSiteUrl = (): string => {
  const sink = useContext(PageHeadContext);
  return sink?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
};

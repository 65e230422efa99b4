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
    return () => applyHead(DEFAULT_HEAD, siteUrl);
  }, [serialised, siteUrl]);
};

/** The site's public URL (PUBLIC_URL) for absolute links; the page's origin where none was given. */
export const usePageSiteUrl = (): string => {
  const sink = useContext(PageHeadContext);
  return sink?.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
};

import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app';
import { createQueryClient } from './app/query-client';
import { queryStateScript } from './app/query-state';
import type { PageKind, ServerEntry } from '@contract/page-render.contract';
import { INDEXED_STATIC_PATHS, matchPage } from './app/router';
import { MarkupBody } from './features/blog/components/markup-body';
import { DEFAULT_HEAD, headHtml, type PageHead } from './lib/page-head/page-head';

/**
 * The server entry (built with `vite build --ssr`, imported by the backend at run time; its
 * exports are typed by backend/src/contract/page-render.contract.ts). It renders
 * the same tree the browser hydrates, from the same query data, which the backend hands over
 * in-process from its read models under the URL the browser would fetch it from.
 */
export const renderPage: ServerEntry['renderPage'] = async ({ url, siteUrl, site, read }) => {
  const location = new URL(url, 'http://server.invalid');
  const { handle, screens } = matchPage(location.pathname);
  const modules = [...new Set(screens.map((screen) => screen.moduleId))];
  if (handle.kind === 'client-only') {
    const head: PageHead = { ...DEFAULT_HEAD, path: location.pathname, noindex: true };
    return { kind: handle.kind, status: 200, head: headHtml(head, siteUrl), html: '', state: '', modules, reads: [] };
  }

  const queryClient = createQueryClient();
  const reads: string[] = [];
  await Promise.all(
    (handle.data ?? []).map(async (options) => {
      const { queryKey } = options();
      const source = String(queryKey[0]);
      reads.push(source);
      const data = await read(source);
      if (data !== undefined) queryClient.setQueryData(queryKey, data);
    }),
  );
  await Promise.all(screens.map((screen) => screen.preload()));

  let declared: PageHead | null = null;
  const headSink = { siteUrl, collect: (head: PageHead) => (declared = head) };
  // The data and the screen's chunk are in place, so nothing suspends and the synchronous renderer
  // gives the whole page. The streaming renderers would add inline scripts to reveal Suspense
  // boundaries they chose to stream apart, which the Content-Security-Policy does not allow.
  const html = renderToString(
    <AppTree queryClient={queryClient} headSink={headSink} site={site} router={(children) => <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>} />,
  );
  const head: PageHead = declared ?? { ...DEFAULT_HEAD, path: location.pathname };
  const pageHead = handle.kind === 'private' ? { ...head, noindex: true } : head;
  const state = queryStateScript(queryClient);
  queryClient.clear();
  return { kind: handle.kind, status: pageHead.status ?? 200, head: headHtml(pageHead, siteUrl), html, state, modules, reads };
};

/** A post body as HTML for the RSS feed: the post page's elements, without its classes and spacers. */
export const renderMarkupHtml: ServerEntry['renderMarkupHtml'] = (content) => renderToStaticMarkup(<MarkupBody content={content} plain />);

/** The routes the sitemap lists besides the posts. */
export const indexedPaths: ServerEntry['indexedPaths'] = () => [...INDEXED_STATIC_PATHS];

/** How the server treats a path (see PageKind), known before rendering it. */
export const pageKind: ServerEntry['pageKind'] = (pathname): PageKind => matchPage(pathname).handle.kind;

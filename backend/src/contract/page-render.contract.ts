/**
 * The contract between the backend and the frontend's server entry (frontend/src/entry-server.tsx,
 * built by `vite build --ssr`, imported by backend/src/features/site at start). Types, and the id of
 * the one element both sides name.
 */

/**
 * A page's JSON data block listing the chunks of the screens it shows (beyond the entry's own), which
 * the page's loader preloads once it has painted (frontend/vite.config.ts, backend page-template.ts).
 */
export const SCREEN_MODULES_ELEMENT_ID = 'screen-modules';

/**
 * Set on <html> once the page's scripts have taken over: `ready` when the app has hydrated (or
 * rendered) the page, `failed` when its scripts could not load. The server's HTML works before either.
 */
export const APP_STATE_ATTRIBUTE = 'data-app';
export type AppState = 'ready' | 'failed';

/**
 * How the server treats a route. `indexed`: rendered, cached, listed in the sitemap. `private`:
 * rendered per request and never cached or indexed (its links carry an email or a token).
 * `client-only`: the operator screens; the server sends the empty shell and the browser renders.
 */
export type PageKind = 'indexed' | 'private' | 'client-only';

/** Who runs the site, from configuration (CONTACT_EMAIL, PRIVACY_EMAIL, LEGAL_EMAIL, COMPANY_NAME, COMPANY_ADDRESS). */
export type OperatorDetails = {
  /** null: no address configured, the pages point at the contact form instead. */
  contactEmail: string | null;
  /** PRIVACY_EMAIL, else the contact address. */
  privacyEmail: string | null;
  /** LEGAL_EMAIL, else the contact address. */
  legalEmail: string | null;
  companyName: string | null;
  /** The postal address, one entry per line; empty when none is configured. */
  companyAddress: string[];
};

/**
 * What the server tells every page (the `site-config` JSON block, and the server render itself):
 * the third-party tag ids, PUBLIC_URL, whether a signup must be confirmed by email (DOUBLE_OPT_IN,
 * so the pages promise only what happens) and the operator's details.
 */
export type SiteConfig = { analyticsId: string | null; pixelId: string | null; siteUrl: string | null; doubleOptIn: boolean; operator: OperatorDetails };

export type PageRenderRequest = {
  /** Path and query string, e.g. /blog?category=Review. */
  url: string;
  /** PUBLIC_URL, without a trailing slash. */
  siteUrl: string;
  /** The same configuration the page carries in its site-config block, for the server render. */
  site: SiteConfig;
  /** The answer of a public GET by its URL (the query key), or undefined when there is none. */
  read: (url: string) => Promise<unknown>;
};

export type PageRenderResult = {
  kind: PageKind;
  status: 200 | 404;
  /** Title, meta, canonical and JSON-LD tags for <head>. */
  head: string;
  /** The content of #root; empty for client-only pages. */
  html: string;
  /** The dehydrated query cache as a JSON script element; empty for client-only pages. */
  state: string;
  /** Source modules of the screens shown, for modulepreload links. */
  modules: string[];
  /** The URLs of the reads the page was rendered from. */
  reads: string[];
};

/** What the server entry exports. */
export type ServerEntry = {
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
  /** A post body as HTML, by the post page's own components without its classes and spacers (for the feed). */
  renderMarkupHtml(content: string): string;
  /** The indexed routes without parameters, for the sitemap. */
  indexedPaths(): string[];
  /** How the server treats a path, known before rendering it. */
  pageKind(pathname: string): PageKind;
};

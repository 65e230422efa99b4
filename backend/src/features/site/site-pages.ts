import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Representation } from '../../core/http/representation.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { VersionedCache } from '../../core/http/versioned-cache.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import type { PageKind } from './frontend-build.js';
import type { SiteConfig } from '../../contract/page-render.contract.js';
import { hasPersonalQuery } from '../../contract/privacy.vocabulary.js';
import { PUBLIC_READS } from './public-reads.js';
import { siteConfigOf, siteConfigScript } from './site-config.js';
import { SiteFrontend } from './site-frontend.js';

export type PageAnswer = { status: number; representation: Representation; headers: Record<string, string> };

const HTML = 'text/html; charset=utf-8';

const HEADERS_BY_KIND: Record<PageKind, Record<string, string>> = {
  indexed: { 'Cache-Control': 'no-cache' },
  // Links with an email address or a token in them: never stored by a cache, never indexed.
  private: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  // The operator shell holds nothing personal, but nothing of the operator area belongs in a shared
  // cache or the browser's history cache either (docs/api.md, "Pages and crawl files").
  'client-only': { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
};

/**
 * What a path with a malformed percent-encoding (`/x%E0`) is answered as: the 404 page, rendered for a
 * path that matches no route. The raw path never reaches the router, which would warn with it, up to
 * three times per request, on the server's console: unlimited log lines for any visitor, and the path
 * may hold an address.
 */
const UNDECODABLE_PATH = '/404';

const isDecodable = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
};

/**
 * Server-rendered pages. The data comes in-process from the same public reads the API serves
 * (and their cached bodies), never over HTTP. An indexed page is rendered and compressed once per
 * version of the read models and kept; a private page is rendered for each request.
 */
@Injectable()
export class SitePages {
  private readonly readsByPath = new Map(PUBLIC_READS.map((read) => [read.path, read]));
  private readonly projections = [...new Set(PUBLIC_READS.map((read) => read.projection))];
  private readonly pages = new VersionedCache<PageAnswer>(500);
  private readonly site: SiteConfig;
  private readonly siteConfig: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly frontend: SiteFrontend,
    private readonly cache: ResponseCache,
    private readonly engine: ProjectionEngine,
  ) {
    this.site = siteConfigOf(config);
    this.siteConfig = siteConfigScript(this.site);
  }

  /**
   * Pages may read any public read model, so a page is current while all of them stay at the
   * version it was rendered at. Read before rendering: a change during the render only costs a
   * second render, never a stale page kept as current.
   */
  private version(): string {
    return this.projections.map((projection) => this.engine.versionOf(projection)).join('|');
  }

  private readonly read = async (url: string): Promise<unknown> => {
    const read = this.readsByPath.get(url);
    if (!read) return undefined;
    try {
      return (await this.cache.readKnown(read)).data;
    } catch {
      // The page renders without it and the browser fetches it (and shows its error) itself.
      return undefined;
    }
  };

  private async render(url: string, personal = false): Promise<PageAnswer> {
    const frontend = this.frontend.ready;
    if (!frontend) throw new Error('The frontend is not built');
    const result = await frontend.build.entry.renderPage({ url, siteUrl: this.config.publicUrl, site: this.site, read: this.read });
    const html = frontend.page({ head: result.head, siteConfig: this.siteConfig, html: result.html, state: result.state, screenModules: frontend.screenModules(result.modules) });
    return { status: result.status, representation: Representation.text(html, HTML), headers: HEADERS_BY_KIND[personal ? 'private' : result.kind] };
  }

  /**
   * The page for a path and query string. Private pages are rendered afresh and not kept (their
   * query strings carry personal data); client-only shells ignore the query string.
   */
  answer(pathname: string, search: string): PageAnswer | Promise<PageAnswer> {
    if (!isDecodable(pathname)) return this.engine.whenFresh(() => this.currentPage(UNDECODABLE_PATH, ''));
    return this.engine.whenFresh(() => this.currentPage(pathname, search));
  }

  private currentPage(pathname: string, search: string): PageAnswer | Promise<PageAnswer> {
    const frontend = this.frontend.ready;
    if (!frontend) throw new Error('The frontend is not built');
    // Emailed links (preferences, unsubscribe, deletion) carry an address or a token: such pages are private whatever the route.
    if (hasPersonalQuery(search)) return this.render(`${pathname}${search}`, true);
    const version = this.version();
    // A page kept for this very URL is answered without asking the router again.
    const kept = this.pages.peek(`${pathname}${search}`, version);
    if (kept) return kept;
    const kind = frontend.build.entry.pageKind(pathname);
    if (kind === 'private') return this.render(`${pathname}${search}`, true);
    const url = kind === 'client-only' ? pathname : `${pathname}${search}`;
    return this.pages.get(url, version, () => this.render(url));
  }
}

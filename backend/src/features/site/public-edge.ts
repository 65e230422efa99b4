import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { Representation, sendRepresentation } from '../../core/http/representation.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CrawlFiles } from './crawl-files.service.js';
import { PUBLIC_READS } from './public-reads.js';
import { SitePages } from './site-pages.js';
import { SiteFrontend } from './site-frontend.js';

type Answer = { representation: Representation; status?: number; headers: Record<string, string> };

/** Public reads revalidate with their ETag on every use. */
const REVALIDATE = { 'Cache-Control': 'no-cache' };

/**
 * Browsers take the icon the pages declare (`<link rel="icon" href="/favicon.svg">`), but crawlers and
 * old clients ask for /favicon.ico all the same: they are sent to the SVG with a body-less 301, not the
 * site's HTML 404 page.
 */
const LEGACY_FAVICON = '/favicon.ico';
const SITE_ICON = '/favicon.svg';
const FAVICON_REDIRECT: Answer = {
  representation: new Representation(Buffer.alloc(0), 'text/plain; charset=utf-8'),
  status: 301,
  headers: { Location: SITE_ICON, 'Cache-Control': 'public, max-age=86400' },
};

const isPassedOn = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/images/');

/**
 * Answers the public GETs (built files, cached public reads, crawl files, server-rendered pages)
 * in front of Express and Nest: a lookup by exact path, then bytes prepared once per version. No
 * session, no middleware chain, no router walk. Everything else (the rest of the API, images,
 * every write) goes on to Express unchanged.
 */
@Injectable()
export class PublicEdge {
  private readonly logger = new Logger(PublicEdge.name);
  private readonly readsByPath = new Map(PUBLIC_READS.map((read) => [read.path, read]));
  private readonly crawlPaths = new Set(CrawlFiles.PATHS);

  constructor(
    private readonly frontend: SiteFrontend,
    private readonly cache: ResponseCache,
    private readonly pages: SitePages,
    private readonly crawl: CrawlFiles,
  ) {}

  /** True when the edge answers this request; false hands it to Express. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const answer = this.answerFor(pathname, queryAt < 0 ? '' : url.slice(queryAt));
    if (answer === undefined) return false;
    if (answer instanceof Promise) {
      answer.then((ready) => this.send(request, response, ready)).catch((error: unknown) => this.fail(response, error));
    } else {
      const sent = this.send(request, response, answer);
      if (sent instanceof Promise) sent.catch((error: unknown) => this.fail(response, error));
    }
    return true;
  }

  private answerFor(pathname: string, search: string): Answer | Promise<Answer> | undefined {
    const asset = this.frontend.asset(pathname);
    if (asset) return asset;
    if (pathname === LEGACY_FAVICON && this.frontend.asset(SITE_ICON)) return FAVICON_REDIRECT;
    const read = this.readsByPath.get(pathname);
    if (read) return then(this.cache.read(read), (body) => ({ representation: body.representation, headers: REVALIDATE }));
    if (this.crawlPaths.has(pathname)) return this.crawl.file(pathname);
    if (isPassedOn(pathname) || !this.frontend.ready) return undefined;
    // A missing build file is a 404 of its own, not a page: a stale tab asking for an old chunk.
    if (pathname.startsWith('/assets/')) return undefined;
    // `//host/path` would read as another host to a URL parser; it is just a path here.
    return this.pages.answer(pathname.replace(/^\/{2,}/, '/'), search);
  }

  private send(request: IncomingMessage, response: ServerResponse, answer: Answer): void | Promise<void> {
    return sendRepresentation(request, response, answer.representation, {
      status: answer.status,
      headers: this.frontend.headersWith(answer.headers),
    });
  }

  private fail(response: ServerResponse, error: unknown) {
    this.logger.error(`Public page failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(500, { ...this.frontend.securityHeaders, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end('Internal server error');
  }
}

/** Applies `map` now when the value is ready, later when it is a promise: cached answers stay synchronous. */
const then = <Value, Result>(value: Value | Promise<Value>, map: (ready: Value) => Result): Result | Promise<Result> =>
  value instanceof Promise ? value.then(map) : map(value);

/** Puts the edge in front of the listener Nest gave the HTTP server (Express). */
export const installPublicEdge = (server: Server, edge: PublicEdge): void => {
  const listeners = server.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (edge.handle(request, response)) return;
    for (const listener of listeners) listener(request, response);
  });
};

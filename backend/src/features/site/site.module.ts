import { Module } from '@nestjs/common';
import { CrawlFiles } from './crawl-files.service.js';
import { PublicEdge } from './public-edge.js';
import { FRONTEND_DIST_DIR, SiteFrontend } from './site-frontend.js';
import { SitePages } from './site-pages.js';

/**
 * The public site as browsers, crawlers and link previews receive it: the built frontend's files,
 * server-rendered pages, robots.txt, the sitemap and the feed, all answered by the public edge.
 */
@Module({
  providers: [{ provide: FRONTEND_DIST_DIR, useValue: undefined }, SiteFrontend, SitePages, CrawlFiles, PublicEdge],
  exports: [SiteFrontend, PublicEdge],
})
export class SiteModule {}

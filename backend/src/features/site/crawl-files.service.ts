import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Representation } from '../../core/http/representation.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { VersionedCache } from '../../core/http/versioned-cache.js';
import { ProjectionEngine } from '../../core/projections/projection-engine.js';
import { BLOG_PROJECTION } from '../blog/blog.projection.js';
import { BLOG_POSTS_READ } from '../blog/blog.reads.js';
import { CATALOGUE_PROJECTION } from '../catalogue/catalogue.projection.js';
import { TOOLS_READ } from '../catalogue/catalogue.reads.js';
import { BLOG_FEED_PATH, blogFeedXml, robotsTxt, sitemapXml } from './crawl-files.js';
import type { ServerEntry } from './frontend-build.js';
import { SiteFrontend } from './site-frontend.js';

export type CrawlFile = { representation: Representation; headers: Record<string, string> };

const REVALIDATE = { 'Cache-Control': 'no-cache' };

/**
 * robots.txt, the sitemap and the blog feed, built from the read models once per version (a post
 * published is listed at the next request) and served with ETags and compression like the API.
 */
@Injectable()
export class CrawlFiles {
  static readonly PATHS = ['/robots.txt', '/sitemap.xml', BLOG_FEED_PATH];
  private readonly files = new VersionedCache<CrawlFile>();
  private readonly robots: CrawlFile;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly frontend: SiteFrontend,
    private readonly cache: ResponseCache,
    private readonly engine: ProjectionEngine,
  ) {
    this.robots = { representation: Representation.text(robotsTxt(config.publicUrl), 'text/plain; charset=utf-8'), headers: { 'Cache-Control': 'public, max-age=3600' } };
  }

  private async posts() {
    return (await this.cache.readKnown(BLOG_POSTS_READ)).data;
  }

  /** The file at a path, or undefined when the path is not a crawl file (or pages are not built). */
  file(path: string): CrawlFile | Promise<CrawlFile> | undefined {
    if (path === '/robots.txt') return this.robots;
    const entry = this.frontend.ready?.build.entry;
    if (!entry) return undefined;
    if (path === '/sitemap.xml') return this.engine.whenFresh(() => this.sitemap(entry));
    if (path === BLOG_FEED_PATH) return this.engine.whenFresh(() => this.feed(entry));
    return undefined;
  }

  private sitemap(entry: ServerEntry): CrawlFile | Promise<CrawlFile> {
    const version = `${this.engine.versionOf(BLOG_PROJECTION)}|${this.engine.versionOf(CATALOGUE_PROJECTION)}`;
    return this.files.get('/sitemap.xml', version, async () => {
      const [posts, tools] = await Promise.all([this.posts(), this.cache.readKnown(TOOLS_READ)]);
      const toolDates = tools.data.map((tool) => tool.createdAt);
      const xml = sitemapXml({ siteUrl: this.config.publicUrl, paths: entry.indexedPaths(), posts, toolDates });
      return { representation: Representation.text(xml, 'application/xml; charset=utf-8'), headers: REVALIDATE };
    });
  }

  private feed(entry: ServerEntry): CrawlFile | Promise<CrawlFile> {
    return this.files.get(BLOG_FEED_PATH, this.engine.versionOf(BLOG_PROJECTION), async () => {
      const xml = blogFeedXml({ siteUrl: this.config.publicUrl, posts: await this.posts(), renderHtml: (content) => entry.renderMarkupHtml(content) });
      return { representation: Representation.text(xml, 'application/rss+xml; charset=utf-8'), headers: REVALIDATE };
    });
  }
}

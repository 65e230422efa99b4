import { describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { blogFeedXml, type FeedPost, robotsTxt, sitemapXml } from './crawl-files.js';

const SITE = 'https://ai-navigator.example';

const post = (slug: string, publishDate: string, overrides: Partial<FeedPost> = {}): FeedPost => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  content: `# Heading of ${slug}\n\nBody text.`,
  category: 'Guide',
  publishDate,
  ...overrides,
});

const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item'].includes(name) }).parse(xml) as Record<string, any>;
};

describe('robotsTxt', () => {
  it('keeps crawlers out of the operator area and the API and names the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${SITE}/sitemap.xml`]));
  });
});

describe('sitemapXml', () => {
  it('lists every route and every post, with lastmod where the read models know a date', () => {
    const posts = [post('older', '2025-03-01'), post('newer', '2025-06-10')];
    const sitemap = parse(sitemapXml({ siteUrl: SITE, paths: ['/', '/tools', '/blog', '/about'], posts, toolDates: ['2024-01-11', '2026-08-04'] }));
    const urls = sitemap.urlset.url as { loc: string; lastmod?: string }[];
    expect(sitemap.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls).toEqual([
      { loc: `${SITE}/`, lastmod: '2025-06-10' },
      { loc: `${SITE}/tools`, lastmod: '2026-08-04' },
      { loc: `${SITE}/blog`, lastmod: '2025-06-10' },
      { loc: `${SITE}/about` },
      { loc: `${SITE}/blog/older`, lastmod: '2025-03-01' },
      { loc: `${SITE}/blog/newer`, lastmod: '2025-06-10' },
    ]);
  });
});

describe('blogFeedXml', () => {
  const renderHtml = (content: string) => `<h2>${content.split('\n')[0].replace('# ', '')}</h2><p>Body text.</p>`;

  it('is RSS 2.0 with every post newest first, its full body as HTML, and a self link', () => {
    const posts = [post('older', '2025-03-01'), post('newer', '2025-06-10', { category: 'News' })];
    const feed = parse(blogFeedXml({ siteUrl: SITE, posts, renderHtml }));
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.link).toBe(`${SITE}/blog`);
    expect(channel['atom:link']['@_href']).toBe(`${SITE}/blog/rss.xml`);
    expect(channel.lastBuildDate).toBe('Tue, 10 Jun 2025 00:00:00 GMT');
    const items = channel.item as Record<string, any>[];
    expect(items.map((item) => item.link)).toEqual([`${SITE}/blog/newer`, `${SITE}/blog/older`]);
    expect(items[0].guid['#text']).toBe(`${SITE}/blog/newer`);
    expect(items[0].guid['@_isPermaLink']).toBe('true');
    expect(items[0].pubDate).toBe('Tue, 10 Jun 2025 00:00:00 GMT');
    expect(items[0].category).toBe('News');
    // The body is escaped HTML: a reader's parser gives the markup back.
    expect(items[0]['content:encoded']).toBe('<h2>Heading of newer</h2><p>Body text.</p>');
  });

  it('stays well-formed whatever a title, excerpt or body holds', () => {
    const hostile = post('hostile', '2025-01-01', { title: 'Q&A: <b>"bold"</b> ]]> \u0001', excerpt: "Tom & Jerry's <script>", content: '</content:encoded><x>' });
    const feed = parse(blogFeedXml({ siteUrl: SITE, posts: [hostile], renderHtml: (content) => `<p>${content}</p>` }));
    const [item] = feed.rss.channel.item as Record<string, any>[];
    // What was text stays text (the control character XML forbids is dropped).
    expect(item.title).toBe('Q&A: <b>"bold"</b> ]]>');
    expect(item.description).toBe("Tom & Jerry's <script>");
    expect(item['content:encoded']).toBe('<p></content:encoded><x></p>');
  });

  it('has no lastBuildDate and no items without posts, and is still valid', () => {
    const feed = parse(blogFeedXml({ siteUrl: SITE, posts: [], renderHtml }));
    expect(feed.rss.channel.item).toBeUndefined();
    expect(feed.rss.channel.lastBuildDate).toBeUndefined();
  });
});

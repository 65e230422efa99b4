import { escapeXml } from '../images/svg-text.js';

/** What the feed and the sitemap need of a post (the public post shape has more). */
export type FeedPost = { slug: string; title: string; excerpt: string; content: string; category: string; publishDate: string };

export const BLOG_FEED_PATH = '/blog/rss.xml';
const FEED_TITLE = 'AI Navigator Blog';
const FEED_DESCRIPTION = 'Guides, tutorials, strategy and news on the AI tools that matter.';

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** Crawlers may read everything public; the operator area and the API are not pages. */
export const robotsTxt = (siteUrl: string): string =>
  ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');

type SitemapInput = { siteUrl: string; paths: string[]; posts: FeedPost[]; toolDates: string[] };

const newest = (dates: string[]): string | undefined => dates.reduce<string | undefined>((latest, date) => (latest === undefined || date > latest ? date : latest), undefined);

const urlElement = (loc: string, lastmod: string | undefined) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;

/**
 * Every indexed route and every post. lastmod is given where the read models know a date: a post's
 * publication, the newest post for the home page and the blog, the newest tool for the directory;
 * static pages have no recorded change date and go without one (the protocol makes it optional).
 */
export const sitemapXml = ({ siteUrl, paths, posts, toolDates }: SitemapInput): string => {
  const newestPost = newest(posts.map((post) => post.publishDate));
  const lastmodOf: Record<string, string | undefined> = { '/': newestPost, '/blog': newestPost, '/tools': newest(toolDates) };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => urlElement(`${siteUrl}${path}`, lastmodOf[path])),
    ...posts.map((post) => urlElement(`${siteUrl}${postPath(post.slug)}`, post.publishDate)),
    '</urlset>',
    '',
  ].join('\n');
};

/** RFC 822 dates, as RSS 2.0 wants them; publish dates are calendar days, taken as midnight UTC. */
const rssDate = (day: string) => new Date(`${day}T00:00:00Z`).toUTCString();

type FeedInput = { siteUrl: string; posts: FeedPost[]; renderHtml: (content: string) => string };

/** RSS 2.0 with the full post body as HTML (content:encoded), newest first. */
export const blogFeedXml = ({ siteUrl, posts, renderHtml }: FeedInput): string => {
  const sorted = [...posts].sort((left, right) => right.publishDate.localeCompare(left.publishDate));
  const items = sorted.map((post) => {
    const link = `${siteUrl}${postPath(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rssDate(post.publishDate)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <content:encoded>${escapeXml(renderHtml(post.content))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const lastBuild = sorted[0] ? `\n    <lastBuildDate>${rssDate(sorted[0].publishDate)}</lastBuildDate>` : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${FEED_TITLE}</title>`,
    `    <link>${escapeXml(`${siteUrl}/blog`)}</link>`,
    `    <description>${FEED_DESCRIPTION}</description>`,
    `    <language>en</language>${lastBuild}`,
    `    <atom:link href="${escapeXml(`${siteUrl}${BLOG_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
};

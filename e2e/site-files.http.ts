import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { E2E_ADMIN_PASSWORD, REPOSITORY_ROOT, startAppServer, type AppServer } from './support/app-server.js';
import { rawRequest } from './support/raw-http.js';

/** robots.txt, the sitemap and the feed, and how every public answer is compressed. */
let server: AppServer;

beforeAll(async () => {
  server = await startAppServer();
});

afterAll(() => server.stop());

const url = (path: string) => `${server.baseUrl}${path}`;

const parseXml = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item'].includes(name) }).parse(xml) as Record<string, any>;
};

const publicPosts = async () => (await (await fetch(url('/api/blog-posts'))).json()) as { slug: string; title: string; content: string; publishDate: string }[];

const sitemapLocations = async () => {
  const sitemap = parseXml((await rawRequest(url('/sitemap.xml'))).text());
  return (sitemap.urlset.url as { loc: string; lastmod?: string }[]).map((entry) => entry.loc);
};

describe('crawl files', () => {
  it('robots.txt keeps crawlers out of /admin and /api and names the sitemap', async () => {
    const robots = await rawRequest(url('/robots.txt'));
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.text().split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', `Sitemap: ${url('/sitemap.xml')}`]));
  });

  it('sends a crawler or old client asking for /favicon.ico to the SVG icon with a body-less 301, not the HTML 404 page', async () => {
    for (const method of ['GET', 'HEAD']) {
      const legacy = await rawRequest(url('/favicon.ico'), { method });
      expect(legacy.status).toBe(301);
      expect(legacy.headers.location).toBe('/favicon.svg');
      expect(legacy.headers['cache-control']).toBe('public, max-age=86400');
      expect(legacy.body.length).toBe(0);
    }
    const icon = await rawRequest(url('/favicon.svg'));
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('the sitemap is valid XML listing every indexed route and every post with its date', async () => {
    const response = await rawRequest(url('/sitemap.xml'));
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = parseXml(response.text()).urlset.url as { loc: string; lastmod?: string }[];
    const locations = entries.map((entry) => entry.loc);
    for (const path of ['/', '/tools', '/blog', '/ai-tools-guide', '/about', '/privacy-policy', '/terms-of-service', '/subscribe', '/contact']) expect(locations).toContain(url(path));
    for (const path of ['/admin', '/admin/login', '/unsubscribe', '/subscribe/preferences', '/oauth/callback']) expect(locations).not.toContain(url(path));
    for (const post of await publicPosts()) expect(entries).toContainEqual({ loc: url(`/blog/${post.slug}`), lastmod: post.publishDate });
  });

  it('the feed is RSS 2.0 with every post in full', async () => {
    const response = await rawRequest(url('/blog/rss.xml'));
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const channel = parseXml(response.text()).rss.channel;
    const posts = await publicPosts();
    const items = channel.item as Record<string, any>[];
    expect(items).toHaveLength(posts.length);
    const [newest] = [...posts].sort((left, right) => right.publishDate.localeCompare(left.publishDate));
    const item = items.find((candidate) => candidate.link === url(`/blog/${newest.slug}`));
    expect(item?.title).toBe(newest.title);
    const firstParagraph = newest.content.split('\n').find((line) => line.trim() !== '' && !/^(#|-|\*|\d+\.)/.test(line.trim())) ?? '';
    expect(String(item?.['content:encoded'])).toContain(firstParagraph.replace(/\*\*?/g, '').slice(0, 40));
  });

  it("publishes clean HTML to feed readers: the posts' structure, without the app's classes, data attributes or empty spacers", async () => {
    const items = parseXml((await rawRequest(url('/blog/rss.xml'))).text()).rss.channel.item as Record<string, unknown>[];
    const bodies = items.map((item) => String(item['content:encoded']));
    const all = bodies.join('\n');
    expect(all).not.toMatch(/\sclass=|\sdata-[\w-]+=|\saria-hidden=|dark:/);
    // No element without content: <div></div>, <p></p> and the like.
    expect(all).not.toMatch(/<(\w+)[^>]*><\/\1>/);
    expect(all).not.toContain('<div');
    for (const body of bodies) expect(body).toMatch(/^<(h2|h3|p|ul|ol)>/);
    // The structure is kept: headings, paragraphs, lists and emphasis.
    for (const element of ['<h2>', '<p>', '<ul>', '<li>', '<strong>']) expect(all).toContain(element);
  });

  it('follows the read models: a post published by the operator is listed at once, under a new ETag', async () => {
    const sitemapBefore = await rawRequest(url('/sitemap.xml'));
    const feedBefore = await rawRequest(url('/blog/rss.xml'));
    expect((await rawRequest(url('/sitemap.xml'), { headers: { 'If-None-Match': String(sitemapBefore.headers.etag) } })).status).toBe(304);

    const login = await fetch(url('/api/admin/login'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD }) });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const published = await fetch(url('/api/generate-blog'), { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: '{}' });
    expect(published.status).toBe(201);
    const { slug } = (await published.json()) as { slug: string };

    expect(await sitemapLocations()).toContain(url(`/blog/${slug}`));
    const sitemapAfter = await rawRequest(url('/sitemap.xml'), { headers: { 'If-None-Match': String(sitemapBefore.headers.etag) } });
    expect(sitemapAfter.status).toBe(200);
    expect(sitemapAfter.headers.etag).not.toBe(sitemapBefore.headers.etag);
    const feedAfter = await rawRequest(url('/blog/rss.xml'));
    expect(feedAfter.headers.etag).not.toBe(feedBefore.headers.etag);
    expect(feedAfter.text()).toContain(url(`/blog/${slug}`));
    expect((await rawRequest(url(`/blog/${slug}`))).status).toBe(200);

    // A generated post shares its title over its own generated cover, rendered as a 1200x630 PNG.
    const image = await rawRequest(url(`/images/social/blog/${slug}.png`));
    expect(image.headers['content-type']).toBe('image/png');
    expect({ width: image.body.readUInt32BE(16), height: image.body.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  });
});

describe('compression', () => {
  const entryScript = async () => {
    const html = (await rawRequest(url('/'))).text();
    // The page's loader imports the entry once the page has painted.
    const path = /import\('(\/assets\/[^']+\.js)'\)/.exec(html)?.[1];
    if (!path) throw new Error('No entry script in the page');
    return path;
  };

  it.each(['/', '/tools', '/api/tools', '/api/blog-posts', '/sitemap.xml', '/blog/rss.xml'])(
    '%s: brotli, gzip or identity as the client asks, the same content each time',
    async (path) => {
      const identity = await rawRequest(url(path));
      const brotli = await rawRequest(url(path), { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      const gzip = await rawRequest(url(path), { headers: { 'Accept-Encoding': 'gzip' } });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
      expect(brotli.body.length).toBeLessThan(identity.body.length / 2);
      for (const answer of [identity, brotli, gzip]) expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(new Set([identity, brotli, gzip].map((answer) => answer.headers.etag)).size).toBe(3);
    },
  );

  it('serves the files compressed at build time, as they are, with long caching', async () => {
    const path = await entryScript();
    const onDisk = join(REPOSITORY_ROOT, 'frontend', 'dist', 'client', path);
    const brotli = await rawRequest(url(path), { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
    const gzip = await rawRequest(url(path), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.body.equals(readFileSync(`${onDisk}.gz`))).toBe(true);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends identity when the client refuses every coding, and answers a repeat with 304', async () => {
    const refused = await rawRequest(url('/api/tools'), { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const again = await rawRequest(url('/api/tools'), { headers: { 'Accept-Encoding': 'br', 'If-None-Match': String((await rawRequest(url('/api/tools'), { headers: { 'Accept-Encoding': 'br' } })).headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await rawRequest(url('/blog'), { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    const get = await rawRequest(url('/blog'), { headers: { 'Accept-Encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });
});

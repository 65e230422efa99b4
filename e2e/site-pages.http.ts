import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startAppServer, type AppServer } from './support/app-server.js';
import { headOf, rawRequest, rootOf } from './support/raw-http.js';

/** The pages as a crawler or a link preview receives them: no script runs, only the HTML counts. */
let server: AppServer;
let posts: { slug: string; title: string; excerpt: string }[];

beforeAll(async () => {
  server = await startAppServer();
  posts = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as typeof posts;
});

afterAll(() => server.stop());

const page = async (path: string) => {
  const response = await rawRequest(`${server.baseUrl}${path}`);
  return { ...response, html: response.text() };
};

const ROUTES: { path: string; title: string; text: string; types: string[] }[] = [
  { path: '/', title: 'AI Navigator: Discover and Compare the AI Tools That Matter', text: 'AI Revolution', types: ['Organization', 'WebSite'] },
  { path: '/tools', title: 'All AI Tools | AI Navigator', text: 'All AI Tools', types: ['Organization', 'ItemList'] },
  { path: '/blog', title: 'AI Tools Blog | AI Navigator', text: 'AI Tools Blog', types: ['Organization', 'ItemList'] },
  { path: '/ai-tools-guide', title: 'The Complete AI Tools Guide for Business | AI Navigator', text: 'Understanding AI and Its Impact', types: ['Organization'] },
  { path: '/about', title: 'About | AI Navigator', text: 'About AI Navigator', types: ['Organization'] },
  { path: '/privacy-policy', title: 'Privacy Policy | AI Navigator', text: 'Privacy Policy', types: ['Organization'] },
  { path: '/terms-of-service', title: 'Terms of Service | AI Navigator', text: 'Terms of Service', types: ['Organization'] },
];

describe('server-rendered pages', () => {
  it.each(ROUTES)('$path holds its own title, description, canonical URL, sharing tags, JSON-LD and text', async ({ path, title, text, types }) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    const head = headOf(html);
    expect(head.title).toBe(title.replace(/&/g, '&amp;'));
    expect(head.meta('description')?.length).toBeGreaterThan(40);
    expect(head.link('canonical')).toBe(`${server.baseUrl}${path}`);
    expect(head.meta('og:url')).toBe(`${server.baseUrl}${path}`);
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:image')).toMatch(new RegExp(`^${server.baseUrl}/images/social/.+\\.png$`));
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('robots')).toBeUndefined();
    expect(head.structuredData.map((data) => data['@type'])).toEqual(types);
    expect(head.structuredData[0]).toMatchObject({ '@type': 'Organization', url: `${server.baseUrl}/` });
    expect(rootOf(html)).toContain(text);
    expect(html).toMatch(/<html lang="en">/);
    expect(rootOf(html).match(/<main\b/g)).toHaveLength(1);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="AI Navigator Blog" href="/blog/rss.xml" />');
  });

  it.each([
    ['/tools?q=ai&category=Writing&sort=name', '/tools'],
    ['/ai-tools-guide?tab=code-development&q=copilot', '/ai-tools-guide'],
  ])('renders %s with its filters for a shared link, under the canonical URL without them', async (path, canonical) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers['x-robots-tag']).toBeUndefined();
    const head = headOf(html);
    expect(head.link('canonical')).toBe(`${server.baseUrl}${canonical}`);
    expect(head.meta('og:url')).toBe(`${server.baseUrl}${canonical}`);
    expect(head.meta('robots')).toBeUndefined();
    const search = new URL(path, server.baseUrl).searchParams.get('q') ?? '';
    expect(rootOf(html)).toMatch(new RegExp(`<input[^>]*type="search"[^>]*value="${search}"`));
  });

  it('lists only the plain paths of the filtered pages in the sitemap', async () => {
    const sitemap = (await page('/sitemap.xml')).html;
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, location]) => location);
    expect(locations).toEqual(expect.arrayContaining([`${server.baseUrl}/tools`, `${server.baseUrl}/ai-tools-guide`]));
    expect(locations.filter((location) => location.includes('?'))).toEqual([]);
  });

  it('renders a post with its text, an article head, BlogPosting data and a PNG to share', async () => {
    const [post] = posts;
    const { status, html } = await page(`/blog/${post.slug}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('description')).toBe(post.excerpt.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    const posting = head.structuredData.find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title, url: `${server.baseUrl}/blog/${post.slug}` });
    expect(rootOf(html)).toContain('Back to Blog');
    expect(rootOf(html).length).toBeGreaterThan(5000);

    const image = await rawRequest(head.meta('og:image') ?? '');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect({ width: image.body.readUInt32BE(16), height: image.body.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  });

  it('carries the query data the page was rendered from, so the browser does not fetch it again', async () => {
    const { html } = await page('/tools');
    const state = /<script id="query-state" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const dehydrated = JSON.parse(state) as { queries: { queryKey: unknown[]; state: { data: unknown[] } }[] };
    const tools = (await (await fetch(`${server.baseUrl}/api/tools`)).json()) as unknown[];
    expect(dehydrated.queries).toEqual([expect.objectContaining({ queryKey: ['/api/tools'], state: expect.objectContaining({ data: tools }) })]);
  });

  it('lists the chunk of the screen shown for the loader, which preloads it with the entry after the first paint', async () => {
    const { html } = await page('/blog');
    expect(html).not.toContain('rel="modulepreload"');
    const block = /<script id="screen-modules" type="application\/json">(.*?)<\/script>/.exec(html);
    const preloads = JSON.parse(block![1]!) as string[];
    expect(preloads.some((href) => /\/assets\/blog-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of preloads) expect((await rawRequest(`${server.baseUrl}${href}`)).status).toBe(200);
  });
});

describe('pages kept while visitors read', () => {
  it('keeps the blog page as rendered when a post is viewed, while the API answers the new count', async () => {
    const before = { page: await page('/blog'), api: await rawRequest(`${server.baseUrl}/api/blog-posts`) };
    const [post] = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as { id: string; views: number }[];
    const viewed = await fetch(`${server.baseUrl}/api/blog-posts/${post.id}/view`, { method: 'POST' });
    expect(viewed.status).toBe(200);
    expect(((await viewed.json()) as { views: number }).views).toBe(post.views + 1);

    const after = { page: await page('/blog'), api: await rawRequest(`${server.baseUrl}/api/blog-posts`) };
    expect(after.page.headers.etag).toBeDefined();
    expect(after.page.headers.etag).toBe(before.page.headers.etag);
    expect(after.api.headers.etag).not.toBe(before.api.headers.etag);
    const listed = JSON.parse(after.api.text()) as { id: string; views: number }[];
    expect(listed.find((item) => item.id === post.id)?.views).toBe(post.views + 1);
  });
});

describe('real status codes', () => {
  it('answers 404 with the 404 page for an unknown path, and with Post Not Found for an unknown post', async () => {
    const unknownPath = await page('/this/page/does-not-exist');
    expect(unknownPath.status).toBe(404);
    expect(rootOf(unknownPath.html)).toContain('404 Page Not Found');
    expect(headOf(unknownPath.html).meta('robots')).toBe('noindex');
    const unknownPost = await page('/blog/no-such-post-anywhere');
    expect(unknownPost.status).toBe(404);
    expect(rootOf(unknownPost.html)).toContain('Post Not Found');
  });

  it.each(['/this/page/does-not-exist', '/tools/no-such-tool'])('gives the 404 page of %s that URL to share, from the site URL and without the query', async (path) => {
    const { status, html } = await page(`${path}?utm_source=chat`);
    expect(status).toBe(404);
    const head = headOf(html);
    expect(head.meta('og:url')).toBe(`${server.baseUrl}${path}`);
    expect(head.meta('robots')).toBe('noindex');
    expect(head.link('canonical')).toBeUndefined();
  });

  it('answers a path with a malformed percent-encoding with the 404 page, and writes nothing to the log', async () => {
    const before = server.log();
    for (const path of ['/x%E0', '/blog/jane.doe@x.co%E0', '/tools/%', '/subscribe/preferences%E0?email=logleak%40x.co&token=abc']) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(rootOf(html)).toContain('404 Page Not Found');
    }
    // The server writes its console synchronously, before it answers; one more round trip lets this
    // process read whatever it wrote.
    await rawRequest(`${server.baseUrl}/api/health`);
    const after = server.log();
    expect({ newLines: after.lines - before.lines, mentionsPath: /%E0|jane\.doe|could not be decoded/.test(after.tail) }).toEqual({ newLines: 0, mentionsPath: false });
  });

  it('answers a missing build file and an unknown API path with 404s that are not pages', async () => {
    const asset = await rawRequest(`${server.baseUrl}/assets/missing-chunk.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).not.toContain('text/html');
    const api = await rawRequest(`${server.baseUrl}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('operator and private pages', () => {
  it.each(['/admin', '/admin/login'])('sends %s as an empty shell that no cache keeps and no crawler indexes', async (path) => {
    const { status, headers, html } = await page(path);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headOf(html).meta('robots')).toBe('noindex');
    expect(html).toContain('<div id="root"></div>');
  });

  it('never lets a cache keep, or a crawler index, a page opened from an emailed link', async () => {
    const { status, headers } = await page('/subscribe/preferences?email=ada%40example.com');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex');
  });
});

describe('security headers', () => {
  it('sends a CSP whose scripts are the app and the hashed inline theme and loader scripts, without unsafe-inline', async () => {
    const { headers, html } = await page('/');
    const policy = String(headers['content-security-policy']);
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(inline.length).toBeGreaterThan(0);
    expect(scripts).toEqual(["'self'", ...inline]);
    expect(policy).not.toMatch(/google|facebook/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect((await rawRequest(`${server.baseUrl}/api/tools`)).headers['content-security-policy']).toBe(policy);
  });
});

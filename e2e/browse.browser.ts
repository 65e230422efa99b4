import { expect, it } from '@jest/globals';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

type ToolSummary = { name: string; description: string; tags: string[] };
type PostSummary = { slug: string; title: string };

/** The 15 filter categories of the directory (public-site.md section 9). */
const FILTER_CATEGORIES = [
  'Writing', 'Images', 'Video', 'Audio', 'Coding', 'Marketing', 'Productivity', 'Design',
  'Analytics', 'Automation', 'Assistant', 'Research', 'SEO', 'Editing', 'Transcription',
];

const getJson = async <Body>(url: string): Promise<Body> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as Body;
};

const matchesSearch = (tool: ToolSummary, search: string) =>
  [tool.name, tool.description, ...tool.tags].some((text) => text.toLowerCase().includes(search.toLowerCase()));

describeInBrowser('browsing tools, blog and unknown pages', () => {
  const suite = useBrowserSuite();

  it("narrows the tools by search and category to 'No tools found matching your criteria', and 'Clear Filters' restores them", async () => {
    const { page, server } = suite;
    const tools = await getJson<ToolSummary[]>(`${server.baseUrl}/api/tools`);
    expect(tools.length).toBeGreaterThan(1);
    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.getByRole('heading', { name: 'All AI Tools' }).waitFor();
    const everything = `Showing ${tools.length} of ${tools.length} tools`;
    await page.getByText(everything).waitFor();

    // Search by one tool's name (in another case), then tick a category none of the matches carries.
    const search = tools[0]!.name.toUpperCase();
    const matching = tools.filter((tool) => matchesSearch(tool, search));
    const absentCategory = FILTER_CATEGORIES.find((category) => matching.every((tool) => !tool.tags.includes(category)));
    if (!absentCategory) throw new Error(`Every filter category occurs among the tools matching ${search}; pick another search`);

    await page.getByLabel('Search tools').fill(search);
    await page.getByText(`Showing ${matching.length} of ${tools.length} tools`).waitFor();
    await page.getByRole('heading', { name: tools[0]!.name, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: absentCategory, exact: true }).click();
    await page.getByText('No tools found matching your criteria').waitFor();
    await page.getByText(`Showing 0 of ${tools.length} tools`).waitFor();

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.getByText(everything).waitFor();
    expect(await page.getByLabel('Search tools').inputValue()).toBe('');
    expect(await page.getByTestId('tool-card').count()).toBe(tools.length);
  });

  it("shows a blog post by its slug, and 'Post Not Found' for an unknown slug", async () => {
    const { page, server } = suite;
    const posts = await getJson<PostSummary[]>(`${server.baseUrl}/api/blog-posts`);
    const post = posts[posts.length - 1]!;
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(await page.title()).toContain(post.title);

    await page.goto('/blog/no-such-post-anywhere');
    await page.getByRole('heading', { name: 'Post Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).waitFor();
  });

  it('writes blog engagement into the post URL while the post is read, and never onto the page that follows', async () => {
    const { page, server } = suite;
    const post = (await getJson<PostSummary[]>(`${server.baseUrl}/api/blog-posts`))[0]!;
    await page.clock.install();
    await page.goto(`/blog/${post.slug}`);
    await dismissCookieBanner(page);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();

    // First party: no consent and no tag ids are needed for the URL (spec section 4).
    await page.clock.runFor(61_000);
    const onPost = new URL(await page.evaluate(() => window.location.href));
    expect(onPost.pathname).toBe(`/blog/${post.slug}`);
    expect(Object.fromEntries(onPost.searchParams)).toEqual({ conversion: 'blog_engagement', value: '1', currency: 'USD' });

    await page.getByRole('link', { name: 'Explore AI Tools' }).click();
    await page.getByRole('heading', { name: 'All AI Tools' }).waitFor();
    expect(await page.evaluate(() => window.location.pathname + window.location.search)).toBe('/tools');
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const { page } = suite;
    const response = await page.goto('/this/page/does-not-exist');
    // A real 404 for crawlers, with the page rendered for people.
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByText('Did you forget to add the page to the router?').waitFor();
  });

  it('makes no request to any other host when no analytics ids are configured, even after accepting all cookies', async () => {
    const { page, server, foreignRequests } = suite;
    const posts = await getJson<PostSummary[]>(`${server.baseUrl}/api/blog-posts`);
    await page.goto('/');
    const siteConfig = await page.locator('#site-config').textContent();
    expect(JSON.parse(siteConfig ?? '{}')).toEqual({
      analyticsId: null,
      pixelId: null,
      siteUrl: suite.server.baseUrl,
      doubleOptIn: false,
      operator: { contactEmail: null, privacyEmail: null, legalEmail: null, companyName: null, companyAddress: [] },
    });
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();

    const paths = ['/', '/tools', '/blog', `/blog/${posts[0]!.slug}`, '/ai-tools-guide', '/subscribe', '/about'];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(foreignRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as Window & { gtag?: unknown }).gtag)).toBe('undefined');
  });
});

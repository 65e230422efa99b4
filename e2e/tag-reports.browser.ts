import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { useBrowserSuite } from './support/suite.js';
import { analyticsEvents, blockThirdParties, pageViews, pixelPageViews } from './support/tags.js';

const ANALYTICS_ID = 'G-E2ETAGS1';
const PIXEL_ID = '112233445566';

type PostSummary = { slug: string; title: string };

/** Waits until the analytics tag has received `count` page views. */
const waitForPageViews = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').length >= expected,
    count,
  );

const mainLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

describeInBrowser('what the analytics tag and the pixel are told (page views, consent, engagement)', () => {
  const suite = useBrowserSuite({ variables: { GA_MEASUREMENT_ID: ANALYTICS_ID, META_PIXEL_ID: PIXEL_ID } });

  /** The title the server gives a path: what a page view of that page must carry. */
  const serverTitle = async (path: string) => {
    const html = await (await fetch(`${suite.server.baseUrl}${path}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (!title) throw new Error(`No <title> in the page ${path}`);
    return title.replace(/&amp;/g, '&');
  };

  it("reports each page reached by client-side navigation with that page's own title, and a post's engagement under the post's location", async () => {
    const { page, server } = suite;
    const [post] = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as PostSummary[];
    await blockThirdParties(page, server.baseUrl);
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'all'));

    await page.goto('/blog');
    await page.getByTestId('blog-card').first().click();
    await page.getByRole('heading', { level: 1, name: post!.title }).waitFor();
    await mainLink(page, 'Tools').click();
    await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
    await mainLink(page, 'About').click();
    await waitForPageViews(page, 4);

    const postPath = `/blog/${post!.slug}`;
    expect(await pageViews(page)).toEqual([
      { path: '/blog', title: await serverTitle('/blog') },
      { path: postPath, title: await serverTitle(postPath) },
      { path: '/tools', title: await serverTitle('/tools') },
      { path: '/about', title: await serverTitle('/about') },
    ]);
    const events = await analyticsEvents(page);
    const engagement = events.findIndex((event) => event.name === 'conversion' && event.parameters.event_category === 'blog_engagement');
    expect(engagement).toBeGreaterThan(-1);
    expect(events[engagement]!.parameters.page_location).toBe(`${server.baseUrl}${postPath}`);
    // Reported as the reader left the post, before the next page's view.
    expect(events.slice(engagement + 1).find((event) => event.name === 'page_view')?.parameters.page_path).toBe('/tools');
  });

  it('reports the page on which the visitor accepts cookies, once, to the analytics tag and the pixel', async () => {
    const { page, server } = suite;
    await blockThirdParties(page, server.baseUrl);
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'AI Tools Blog' }).waitFor();
    expect(await analyticsEvents(page)).toEqual([]);

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All Cookies' }).click();
    await waitForPageViews(page, 1);
    expect(await pageViews(page)).toEqual([{ path: '/blog', title: await serverTitle('/blog') }]);
    expect(await pixelPageViews(page)).toBe(1);

    // The next page is reported as usual, and the first one still only once.
    await mainLink(page, 'About').click();
    await waitForPageViews(page, 2);
    expect(await pageViews(page)).toEqual([
      { path: '/blog', title: await serverTitle('/blog') },
      { path: '/about', title: await serverTitle('/about') },
    ]);
    expect(await pixelPageViews(page)).toBe(2);
  });
});

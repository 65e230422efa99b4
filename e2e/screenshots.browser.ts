import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { screenshotPath } from './support/screenshots.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';


type Theme = 'light' | 'dark';
type Shot = { name: string; path: (slug: string) => string; ready: (page: Page) => Promise<void> };

const shots: Shot[] = [
  {
    name: 'home',
    path: () => '/',
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Discover Powerful AI Tools' }).waitFor();
      await page.getByRole('heading', { name: 'Latest AI Insights' }).waitFor();
    },
  },
  { name: 'tools', path: () => '/tools', ready: (page) => page.getByText(/Showing \d+ of \d+ tools/).waitFor() },
  { name: 'blog-post', path: (slug) => `/blog/${slug}`, ready: (page) => page.getByRole('link', { name: 'Explore AI Tools' }).waitFor() },
  { name: 'guide', path: () => '/ai-tools-guide', ready: (page) => page.getByText('200+ Curated AI Tools with Implementation Guides').first().waitFor() },
];

/** Scrolls through the page so lazy images start loading, then back to the top. */
const scrollThrough = async (page: Page) => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** Images that finished loading yet show nothing (a broken source with no working fallback); pending lazy ones are not complete. */
const brokenImages = (page: Page) =>
  page.evaluate(() => Array.from(document.images).filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc || image.src));

const capture = async (page: Page, theme: Theme, slug: string) => {
  const broken: string[] = [];
  for (const shot of shots) {
    await page.goto(shot.path(slug));
    await shot.ready(page);
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    // Lazy images of carousel slides outside the viewport never load, so only eager ones are awaited.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'), undefined, {
      timeout: 10_000,
    });
    broken.push(...(await brokenImages(page)).map((source) => `${shot.name}: ${source}`));
    await page.screenshot({ path: await screenshotPath(`${shot.name}-${theme}`), fullPage: true });
  }
  return broken;
};

describeInBrowser('screenshots (e2e/screenshots/, 1280x800, full page)', () => {
  const suite = useBrowserSuite();

  it.each<Theme>(['light', 'dark'])('captures home, tools, a blog post and the guide in the %s theme with every image loaded', async (theme) => {
    const { page, server } = suite;
    const posts = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as { slug: string }[];
    await page.goto('/');
    await dismissCookieBanner(page);
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');

    expect(await capture(page, theme, posts[0]!.slug)).toEqual([]);
  });
});

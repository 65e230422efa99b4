import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { unreadableControls } from './support/readability.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

type Theme = 'light' | 'dark';

const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
  { path: '/', ready: (page) => page.getByRole('heading', { name: 'Discover Powerful AI Tools' }).waitFor() },
  { path: '/tools', ready: (page) => page.getByText(/Showing \d+ of \d+ tools/).waitFor() },
  { path: '/subscribe', ready: (page) => page.getByRole('button', { name: 'Subscribe', exact: true }).waitFor() },
  { path: '/ai-tools-guide', ready: (page) => page.getByText('Understanding AI and Its Impact').waitFor() },
];

const useTheme = async (page: Page, theme: Theme) => {
  await page.goto('/');
  await dismissCookieBanner(page);
  if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
};

describeInBrowser('styling that unit tests cannot see', () => {
  const suite = useBrowserSuite();

  it.each<Theme>(['light', 'dark'])('every button on home, tools, subscribe and the guide has readable text in the %s theme', async (theme) => {
    const { page } = suite;
    await useTheme(page, theme);
    const problems: Record<string, unknown[]> = {};
    for (const { path, ready } of pages) {
      await page.goto(path);
      await ready(page);
      const unreadable = await unreadableControls(page);
      if (unreadable.length > 0) problems[path] = unreadable;
    }
    expect(problems).toEqual({});
  });

  it.each<Theme>(['light', 'dark'])('colours every guide category icon with its category colour in the %s theme', async (theme) => {
    const { page } = suite;
    await useTheme(page, theme);
    await page.goto('/ai-tools-guide');
    await page.getByText('Understanding AI and Its Impact').waitFor();
    const chips = page.locator('section[aria-labelledby^="guide-category-"] > div:first-child > span:first-child');
    await chips.first().waitFor();
    // The colour classes come from the API (GET /api/guide), so the stylesheet must contain them too.
    const uncoloured = await chips.evaluateAll((elements) =>
      elements
        .filter((element) => {
          const background = getComputedStyle(element).backgroundColor;
          return background === 'rgba(0, 0, 0, 0)' || background === 'transparent';
        })
        .map((element) => element.closest('section')?.querySelector('h2')?.textContent ?? '?'),
    );
    expect(await chips.count()).toBeGreaterThan(1);
    expect(uncoloured).toEqual([]);
  });
});

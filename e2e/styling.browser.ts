import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { indistinctShapes, unreadableControls, unreadablePlaceholders, unreadableText, type ContrastProblem } from './support/readability.js';
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

  it.each<Theme>(['light', 'dark'])(
    'badges, placeholders, the footer line and the carousel dots stand out enough in the %s theme',
    async (theme) => {
      const { page } = suite;
      await useTheme(page, theme);
      const problems: Record<string, ContrastProblem[]> = {};
      const check = async (name: string, found: Promise<ContrastProblem[]>) => {
        const list = await found;
        if (list.length > 0) problems[name] = list;
      };
      const badges = page.locator('[data-slot="badge"]');
      const placeholders = page.locator('input[placeholder], textarea[placeholder]');

      await page.goto('/');
      await page.getByRole('heading', { name: 'Latest AI Insights' }).waitFor();
      await page.getByRole('button', { name: 'Go to slide 1' }).first().waitFor();
      // The newsletter band, the inline signup and the guide card are labelled by their placeholder only.
      expect(await placeholders.count()).toBeGreaterThanOrEqual(3);
      await check('home placeholders', unreadablePlaceholders(placeholders));
      await check('home badges', unreadableText(badges));
      await check('footer copyright', unreadableText(page.getByText(/All rights reserved/)));
      // The dot is drawn inside its (larger, transparent) 24 px target.
      await check('carousel dots', indistinctShapes(page.getByRole('button', { name: /^Go to slide \d+$/ }).locator('span')));

      await page.goto('/tools');
      await page.getByText(/Showing \d+ of \d+ tools/).waitFor();
      await check('tools search placeholder', unreadablePlaceholders(page.getByLabel('Search tools')));
      await check('tools badges', unreadableText(badges));

      await page.goto('/ai-tools-guide');
      await page.getByText('Understanding AI and Its Impact').waitFor();
      expect(await page.getByText('Partner', { exact: true }).count()).toBeGreaterThan(0);
      await check('guide search placeholder', unreadablePlaceholders(page.getByLabel('Search AI tools')));
      await check('guide badges', unreadableText(badges));

      await page.goto('/blog');
      await page.getByTestId('blog-card').first().waitFor();
      await check('blog category badges', unreadableText(badges));

      expect(problems).toEqual({});
    },
  );

  it('gives the five blog categories five different badge colours', async () => {
    const { page } = suite;
    await page.goto('/blog');
    await page.getByTestId('blog-card').first().waitFor();
    const badges = await page
      .locator('[data-category]')
      .evaluateAll((elements) => elements.map((element) => [element.getAttribute('data-category') ?? '', getComputedStyle(element).backgroundColor] as const));
    const coloursByCategory = new Map<string, Set<string>>();
    for (const [category, colour] of badges) coloursByCategory.set(category, (coloursByCategory.get(category) ?? new Set()).add(colour));

    expect([...coloursByCategory.keys()].sort()).toEqual(['Guide', 'News', 'Review', 'Strategy', 'Tutorial']);
    // One colour per category wherever it shows, and no two categories alike.
    for (const colours of coloursByCategory.values()) expect(colours.size).toBe(1);
    expect(new Set([...coloursByCategory.values()].flatMap((colours) => [...colours])).size).toBe(5);
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

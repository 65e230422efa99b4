import { expect, it } from '@jest/globals';
import type { BrowserContext, Page } from 'playwright-core';
import { describeInBrowser, newContext } from './support/browser.js';
import { dismissCookieBanner, useBrowserSuite, type BrowserSuite } from './support/suite.js';

/**
 * The visitor-journey audit's findings about the real browser: Back with a dialog open, filters across
 * Back/Forward and reload, touch swipes, tap target sizes, a badge's wrapping, the cookie choice
 * changed later, and the sign that a tapped link's page is on its way.
 */

type ToolSummary = { name: string; description: string; tags: string[] };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;

/** A phone's own context (touch, small screen); closed by the caller. */
const phone = async (suite: BrowserSuite): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext(suite.browser, suite.server.baseUrl, PHONE);
  return { context, page: await context.newPage() };
};

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} has no box`);
  return found;
};

const query = (page: Page) => new URL(page.url()).searchParams;

const matchesSearch = (tool: ToolSummary, search: string) =>
  [tool.name, tool.description, ...tool.tags].some((text) => text.toLowerCase().includes(search.toLowerCase()));

/** A finger's stroke from one point to another, as a touch screen sends it (CSS px of the viewport). */
const touchStroke = async (page: Page, from: { x: number; y: number }, to: { x: number; y: number }) => {
  const cdp = await page.context().newCDPSession(page);
  const steps = 10;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= steps; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
};

describeInBrowser('Back with a dialog open, on a phone (finding 5a)', () => {
  const suite = useBrowserSuite();

  it('closes the tool details on Back and stays on the directory; closed with its ×, it leaves no entry for Back to stop at', async () => {
    const { context, page } = await phone(suite);
    try {
      await page.goto('/blog');
      await dismissCookieBanner(page);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'Tools' }).tap();
      await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
      await page.getByLabel('Search tools').fill('seo');
      await page.waitForFunction(() => new URLSearchParams(window.location.search).get('q') === 'seo');
      const shown = await page.getByRole('status').filter({ hasText: /^Showing/ }).textContent();

      await page.getByRole('button', { name: /^Details for / }).first().tap();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/tools');
      expect(query(page).get('q')).toBe('seo');
      expect(await page.getByRole('status').filter({ hasText: /^Showing/ }).textContent()).toBe(shown);

      await page.getByRole('button', { name: /^Details for / }).first().tap();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close dialog' }).tap();
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => !(window.history.state && 'dialog' in window.history.state));
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'AI Tools Blog' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('dismisses the newsletter popup on Back, recording it as seen, instead of taking the visitor back to where they came from', async () => {
    const { context, page } = await phone(suite);
    try {
      const home = `${suite.server.baseUrl}/`;
      await page.goto(`data:text/html,<a href="${home}">AI Navigator</a>`);
      await page.clock.install();
      await page.getByRole('link', { name: 'AI Navigator' }).tap();
      await page.waitForURL(home);
      await page.waitForFunction(() => document.documentElement.getAttribute('data-app') === 'ready');
      await dismissCookieBanner(page);
      await page.clock.fastForward(13_000);
      const popup = page.getByRole('dialog', { name: "Don't Miss the Next Big AI Tool" });
      await popup.waitFor();

      await page.goBack();
      await popup.waitFor({ state: 'detached' });
      expect(page.url()).toBe(home);
      expect(await page.evaluate(() => window.localStorage.getItem('newsletter-popup-seen'))).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});

describeInBrowser('page views around a dialog, after a tool click', () => {
  const suite = useBrowserSuite();

  it("counts no page view when the tool details open and close (Close, then Escape) after Try Now wrote its conversion into the URL", async () => {
    const { page } = suite;
    const beacons: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/track') beacons.push(JSON.parse(request.postData() ?? 'null'));
    });
    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-app') === 'ready');
    const affiliateTab = page.context().waitForEvent('page');
    await page.getByRole('link', { name: /^Try Now: / }).first().click();
    await (await affiliateTab).close();
    expect(query(page).get('conversion')).toBe('tool_click');

    const dialog = page.getByRole('dialog');
    const closedWithItsEntry = async () => {
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => !(window.history.state && 'dialog' in window.history.state));
    };
    await page.getByRole('button', { name: /^Details for / }).nth(1).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await closedWithItsEntry();
    await page.getByRole('button', { name: /^Details for / }).nth(2).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await closedWithItsEntry();
    expect(query(page).get('conversion')).toBe('tool_click');

    // The next page's view marks the end: any view the dialogs had counted was sent before it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForResponse((response) => new URL(response.url()).pathname === '/api/track' && response.request().postData()?.includes('/blog') === true);
    expect(beacons.filter((beacon) => (beacon as { type: string }).type === 'page_view')).toEqual([
      { type: 'page_view', path: '/tools' },
      { type: 'page_view', path: '/blog' },
    ]);
  });
});

describeInBrowser('filters across Back/Forward and reload (finding 5b)', () => {
  const suite = useBrowserSuite();

  it("brings back the directory's search, category and sort after Back, Forward and a reload", async () => {
    const { page, server } = suite;
    const tools = (await (await fetch(`${server.baseUrl}/api/tools`)).json()) as ToolSummary[];
    const search = 'ai';
    const category = 'Writing';
    const expected = tools.filter((tool) => matchesSearch(tool, search) && tool.tags.includes(category)).length;
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(tools.length);
    const showing = `Showing ${expected} of ${tools.length} tools`;

    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.getByLabel('Search tools').fill(search);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: category, exact: true }).click();
    await page.getByText(showing).waitFor();
    expect(Object.fromEntries(query(page))).toEqual({ q: search, sort: 'name', category });
    const names = await page.getByTestId('tool-card').getByRole('heading').allTextContents();

    const expectFiltered = async () => {
      await page.getByText(showing).waitFor();
      expect(await page.getByLabel('Search tools').inputValue()).toBe(search);
      expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Name');
      expect(await page.getByRole('checkbox', { name: category, exact: true }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByTestId('tool-card').getByRole('heading').allTextContents()).toEqual(names);
    };

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'AI Tools Blog' }).waitFor();
    await page.goBack();
    await expectFiltered();
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: 'AI Tools Blog' }).waitFor();
    await page.goBack();
    await expectFiltered();
    await page.reload();
    await expectFiltered();
  });

  it("brings back the guide's tab and search after Back and a reload, and starts on All Tools with an empty search without them", async () => {
    const { page } = suite;
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    const searchBox = page.getByPlaceholder('Search AI tools...');
    expect(await searchBox.inputValue()).toBe('');
    expect(await page.getByRole('tab', { name: 'All Tools' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Code' }).click();
    await searchBox.fill('copilot');
    await page.waitForFunction(() => window.location.search === '?tab=code-development&q=copilot');
    const expectFiltered = async () => {
      await page.getByRole('tab', { name: 'Code', selected: true }).waitFor();
      expect(await searchBox.inputValue()).toBe('copilot');
      await page.getByRole('button', { name: /^Explore .*Copilot/ }).first().waitFor();
    };
    await expectFiltered();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'AI Tools Blog' }).waitFor();
    await page.goBack();
    await expectFiltered();
    await page.reload();
    await expectFiltered();
  });
});

describeInBrowser('touch, tap targets and the phone layout (findings 7, 8 and 9)', () => {
  const suite = useBrowserSuite();

  it('changes the featured slide with a sideways swipe, and scrolls the page, not the slides, with a vertical one', async () => {
    const { context, page } = await phone(suite);
    try {
      await page.goto('/');
      await dismissCookieBanner(page);
      const carousel = page.getByRole('region', { name: 'Featured AI tools' });
      await carousel.scrollIntoViewIfNeeded();
      await carousel.getByRole('button', { name: 'Pause slide show' }).tap();
      const counter = carousel.getByTestId('carousel-counter');
      expect(await counter.textContent()).toBe('1 of 6');
      const slides = await carousel.locator('[aria-roledescription="slide"]').first().boundingBox();
      if (!slides) throw new Error('the featured slides have no box');
      const middle = { x: slides.x + slides.width / 2, y: slides.y + Math.min(slides.height / 2, 150) };

      await touchStroke(page, middle, { x: middle.x - 160, y: middle.y + 10 });
      await counter.filter({ hasText: '2 of 6' }).waitFor();
      await touchStroke(page, { x: middle.x - 120, y: middle.y }, { x: middle.x + 60, y: middle.y - 5 });
      await counter.filter({ hasText: '1 of 6' }).waitFor();

      const scrolledBefore = await page.evaluate(() => window.scrollY);
      await touchStroke(page, middle, { x: middle.x + 20, y: middle.y - 250 });
      await page.waitForFunction((before) => window.scrollY > before + 100, scrolledBefore);
      expect(await counter.textContent()).toBe('1 of 6');
    } finally {
      await context.close();
    }
  });

  it("makes the dialog's × at least 24x24 px, 44x44 px on a touch screen, and the 404 page's 'Back to Home' at least 24 px tall", async () => {
    const { page } = suite;
    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.getByRole('button', { name: /^Details for / }).first().click();
    const desktopClose = await box(page, 'role=dialog >> role=button[name="Close dialog"]');
    expect(Math.min(desktopClose.width, desktopClose.height)).toBeGreaterThanOrEqual(24);
    await page.goto('/no/such/page');
    expect((await box(page, 'role=link[name="Back to Home"]')).height).toBeGreaterThanOrEqual(24);

    const { context, page: phonePage } = await phone(suite);
    try {
      await phonePage.goto('/tools');
      await dismissCookieBanner(phonePage);
      await phonePage.getByRole('button', { name: /^Details for / }).first().tap();
      const phoneClose = await box(phonePage, 'role=dialog >> role=button[name="Close dialog"]');
      expect(Math.min(phoneClose.width, phoneClose.height)).toBeGreaterThanOrEqual(44);
      await phonePage.goto('/no/such/page');
      expect((await box(phonePage, 'role=link[name="Back to Home"]')).height).toBeGreaterThanOrEqual(44);
    } finally {
      await context.close();
    }
  });

  it("keeps every guide category's 'N tools' badge on one line on a phone", async () => {
    const { context, page } = await phone(suite);
    try {
      await page.goto('/ai-tools-guide');
      await dismissCookieBanner(page);
      // Every section laid out now, not only those near the screen, so each badge is measured.
      await page.addStyleTag({ content: 'section[data-scroll-anchor] { content-visibility: visible !important; }' });
      const badges = page.locator('section[data-scroll-anchor] [data-slot="badge"]').filter({ hasText: /^\d+ tools?$/ });
      expect(await badges.count()).toBeGreaterThan(5);
      const shapes = await badges.evaluateAll((elements) =>
        elements.map((element) => ({ text: element.textContent, height: element.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(element).lineHeight) })),
      );
      expect(shapes.filter(({ height, lineHeight }) => height > lineHeight * 1.5 + 4)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describeInBrowser('the cookie choice changed later (finding 10)', () => {
  const suite = useBrowserSuite();

  it("brings the banner back from the footer's 'Cookie settings' after a reload, and withdraws with Essential Only", async () => {
    const { page } = suite;
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All Cookies' }).click();
    // A stored choice: the page's head script hides the banner from the first paint.
    await page.reload();
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    expect(await banner.count()).toBe(0);

    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await banner.waitFor({ state: 'visible' });
    expect(await banner.evaluate((element) => element === document.activeElement)).toBe(true);
    await banner.getByRole('button', { name: 'Essential Only' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('essential');
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.goto('/privacy-policy');
    const cookies = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Cookies' }) });
    await cookies.getByRole('button', { name: 'Cookie settings' }).click();
    await banner.waitFor({ state: 'visible' });
    await banner.getByRole('button', { name: 'Close cookie banner' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('cookie-consent'))).toBe('essential');
  });
});

describeInBrowser('loading signs on a slow network (finding 13)', () => {
  const suite = useBrowserSuite();

  it("shows the sort box's choice before the page's script has run", async () => {
    const context = await newContext(suite.browser, suite.server.baseUrl, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/tools');
      expect(await page.getByRole('combobox', { name: 'Sort by' }).textContent()).toBe('Featured');
    } finally {
      await context.close();
    }
  });

  it("shows a thin bar at the top and marks the page busy while a tapped link's page loads, without moving the page", async () => {
    const { context, page } = await phone(suite);
    try {
      await page.goto('/');
      await dismissCookieBanner(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The About screen's chunk, held back as a slow network would.
      await page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const heading = page.getByRole('heading', { level: 1 }).first();
      const headingTop = (await heading.boundingBox())?.y;

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await page.getByTestId('mobile-menu').getByRole('link', { name: 'About' }).tap();
      const bar = page.getByTestId('navigation-progress');
      await bar.waitFor({ state: 'attached' });
      // Drawn after its short delay, across the top of the window.
      await page.waitForFunction(() => (document.querySelector('[data-testid="navigation-progress"]')?.getBoundingClientRect().width ?? 0) > 0);
      expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      expect((await heading.boundingBox())?.y).toBe(headingTop);

      release();
      await page.getByRole('heading', { level: 1, name: 'About AI Navigator' }).waitFor();
      await bar.waitFor({ state: 'detached' });
      expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
    } finally {
      await context.close();
    }
  });
});

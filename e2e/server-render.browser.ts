import { gzipSync } from 'node:zlib';
import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser, newContext } from './support/browser.js';
import { rawRequest } from './support/raw-http.js';
import { useBrowserSuite } from './support/suite.js';

/** Spec: the public JavaScript of the first visit to `/` stays within 150 KB gzip. */
const HOME_SCRIPT_BUDGET_BYTES = 150 * 1024;

declare global {
  interface Window {
    cspViolations?: string[];
    serverHeading?: Element | null;
  }
}

/**
 * Before any script of the page: record Content-Security-Policy violations, and keep the heading
 * the server sent, as the parser built it, before the app's module script runs.
 */
const watchPage = async (page: Page) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // An HTTP error status of a call is the app's business (a second view of a post within a minute
    // is answered 429 by design, should another tab send one); what counts here is what the page itself reports.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource: the server responded with a status of')) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`));
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverHeading = document.querySelector('main h1');
    });
  });
  return consoleErrors;
};

/** Hydration is done when the app answers a click: the theme toggle switches the theme. */
const waitForHydration = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
};

describeInBrowser('server-rendered pages in the browser', () => {
  const suite = useBrowserSuite();

  const publicRoutes = async () => {
    const posts = (await (await fetch(`${suite.server.baseUrl}/api/blog-posts`)).json()) as { slug: string }[];
    return ['/', '/tools', '/blog', `/blog/${posts[0]!.slug}`, '/ai-tools-guide', '/about', '/subscribe', '/privacy-policy'];
  };

  it('hydrates every public page under the CSP: no violation, no error, and the server heading kept', async () => {
    const { page } = suite;
    const consoleErrors = await watchPage(page);
    for (const route of await publicRoutes()) {
      await page.goto(route);
      await waitForHydration(page);
      const adopted = await page.evaluate(() => window.serverHeading !== null && window.serverHeading === document.querySelector('main h1'));
      expect({ route, adopted }).toEqual({ route, adopted: true });
      expect({ route, violations: await page.evaluate(() => window.cspViolations) }).toEqual({ route, violations: [] });
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      await page.evaluate(() => localStorage.removeItem('theme'));
    }
    expect(consoleErrors).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });

  it('paints the page before it fetches any script, then loads the entry and the screen shown together', async () => {
    const { page } = suite;
    for (const route of ['/', '/ai-tools-guide']) {
      await page.goto(route);
      await waitForHydration(page);
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
      }));
      expect(timings.firstPaint).not.toBeNull();
      expect(timings.scripts.length).toBeGreaterThan(0);
      for (const script of timings.scripts) expect({ route, script: script.name, afterFirstPaint: script.startTime >= timings.firstPaint! }).toEqual({ route, script: script.name, afterFirstPaint: true });
      if (route === '/ai-tools-guide') expect(timings.preloaded.some((href) => /^\/assets\/guide-[\w-]+\.js$/.test(href))).toBe(true);
      await page.evaluate(() => document.documentElement.classList.remove('dark'));
      await page.evaluate(() => localStorage.removeItem('theme'));
    }
  });

  it('shows the content without JavaScript, as a crawler or a link preview sees it', async () => {
    const context = await newContext(suite.browser, suite.server.baseUrl, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/tools');
      await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
      expect(await page.title()).toBe('All AI Tools | AI Navigator');
      const tools = (await (await fetch(`${suite.server.baseUrl}/api/tools`)).json()) as { name: string }[];
      // Every tool card, by its name as a heading, is in the HTML itself (in the page's sort order).
      const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.sort()).toEqual(tools.map((tool) => tool.name).sort());
    } finally {
      await context.close();
    }
  });

  it('keeps the cookie banner of a returning visitor hidden even before the app runs', async () => {
    const { page } = suite;
    // No script of the app may run: only the server HTML and the inline head script.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/about');
    // The server always renders the banner (it cannot see the visitor's storage)...
    const banner = page.locator('[data-cookie-banner]');
    expect(await banner.isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'essential'));
    await page.reload();
    // ...and a stored choice hides it from the first paint.
    expect(await banner.count()).toBe(1);
    expect(await banner.isVisible()).toBe(false);
  });

  it('updates the head on client-side navigation and still shows the 404 page for an unknown route', async () => {
    const { page } = suite;
    const consoleErrors = await watchPage(page);
    await page.goto('/blog');
    await waitForHydration(page);
    await page.getByTestId('blog-card').first().click();
    await page.getByRole('link', { name: 'Explore AI Tools' }).click();
    await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
    // The head is written by an effect, after the screen has painted.
    await page.waitForFunction(() => document.title === 'All AI Tools | AI Navigator');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${suite.server.baseUrl}/tools`);

    await page.evaluate(() => {
      window.history.pushState({}, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.waitForFunction(() => document.title === '404 Page Not Found | AI Navigator');
    expect(consoleErrors).toEqual([]);
  });

  /**
   * Answers the images matching `pattern` with 404 and holds the app's scripts until one of them has
   * failed, so the image fails in the server's HTML, before the app hydrates and attaches onError.
   */
  const failImageBeforeHydration = async (page: Page, pattern: string) => {
    let failed = () => {};
    const imageFailed = new Promise<void>((resolve) => (failed = resolve));
    await page.route(pattern, async (route) => {
      await route.fulfill({ status: 404, body: 'Image not found' });
      failed();
    });
    await page.route('**/assets/*.js', async (route) => {
      await imageFailed;
      await route.continue();
    });
  };

  const imageSource = (page: Page, alt: string) => page.getByRole('img', { name: alt, exact: true }).first().getAttribute('src');

  it.each(['/', '/blog', '/blog/:slug'])('shows the fallback for an image that failed before the app hydrated, on a direct load of %s', async (route) => {
    const { page } = suite;
    const posts = (await (await fetch(`${suite.server.baseUrl}/api/blog-posts`)).json()) as { slug: string; title: string; image: string }[];
    const [broken, intact] = [posts[0]!, posts[1]!];
    await failImageBeforeHydration(page, `**${broken.image}`);
    await page.goto(route.replace(':slug', broken.slug));
    const fallback = route === '/' ? '/fallback-image.svg' : 'data:image/svg+xml,';
    await page.waitForFunction(
      ([alt, prefix]) => [...document.images].some((image) => image.alt === alt && image.getAttribute('src')?.startsWith(prefix)),
      [broken.title, fallback] as const,
      { timeout: 10_000 },
    );
    expect(await imageSource(page, broken.title)).toMatch(new RegExp(`^${fallback.replace(/[.+]/g, '\\$&')}`));
    // An image that loaded keeps its own picture.
    if (route === '/blog') expect(await imageSource(page, intact.title)).toBe(intact.image);
  });

  it("shows a tool's monogram for a tool image that failed before the app hydrated, on a direct load of /tools", async () => {
    const { page } = suite;
    await failImageBeforeHydration(page, '**/images/tools/*.svg');
    await page.goto('/tools');
    const firstCard = page.getByTestId('tool-card').first();
    const name = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await firstCard.locator('div[role="img"]').waitFor({ timeout: 10_000 });
    expect(await firstCard.locator('div[role="img"]').getAttribute('aria-label')).toBe(name);
    expect(await firstCard.locator('img').count()).toBe(0);
  });

  it(`loads at most ${HOME_SCRIPT_BUDGET_BYTES / 1024} KB (gzip) of JavaScript on a first visit to /`, async () => {
    const { page } = suite;
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.size).toBeGreaterThan(0);
    let total = 0;
    for (const script of scripts) {
      const gzip = await rawRequest(script, { headers: { 'Accept-Encoding': 'gzip' } });
      // The bytes a gzip-only client downloads (files below 1 KB are sent as they are).
      total += gzip.headers['content-encoding'] === 'gzip' ? gzip.body.length : gzipSync(gzip.body).length;
    }
    console.info(`JavaScript on the first visit to /: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(HOME_SCRIPT_BUDGET_BYTES);
  });
});

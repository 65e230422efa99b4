import { expect, it } from '@jest/globals';
import { describeInBrowser, newContext } from './support/browser.js';
import { useBrowserSuite } from './support/suite.js';

const hasDarkClass = () => document.documentElement.classList.contains('dark');

describeInBrowser('choices that survive a reload', () => {
  const suite = useBrowserSuite();

  it('keeps the dark theme and the cookie choice after a reload (same browser profile)', async () => {
    const { page } = suite;
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    expect(await page.evaluate(hasDarkClass)).toBe(false);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    expect(await page.evaluate(hasDarkClass)).toBe(true);
    await banner.getByRole('button', { name: 'Essential Only' }).click();
    await banner.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await page.evaluate(hasDarkClass)).toBe(true);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('cookie-consent')])).toEqual(['dark', 'essential']);

    // Going back to light is remembered too.
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    expect(await page.evaluate(hasDarkClass)).toBe(false);
  });

  it('closing the banner with its close control stores nothing, so it comes back after a reload', async () => {
    const { page } = suite;
    await page.goto('/');
    await page.getByRole('button', { name: 'Close cookie banner' }).click();
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
  });

  it('starts a fresh visitor in light mode with the banner, whatever another visitor chose', async () => {
    const { page, browser, server } = suite;
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();

    const stranger = await newContext(browser, server.baseUrl);
    try {
      const strangerPage = await stranger.newPage();
      await strangerPage.goto('/');
      await strangerPage.getByRole('region', { name: 'Cookie consent' }).waitFor();
      expect(await strangerPage.evaluate(hasDarkClass)).toBe(false);
    } finally {
      await stranger.close();
    }
  });
});

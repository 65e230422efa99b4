import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { unreadableText } from './support/readability.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

/** The computed transition duration of the first element matching `selector`, in seconds. */
const transitionSeconds = (page: Page, selector: string) =>
  page.evaluate((target) => parseFloat(getComputedStyle(document.querySelector(target)!).transitionDuration), selector);

/** Page time stands still until the test moves it: the carousels advance only when told. */
const pauseClock = async (page: Page) => {
  const startedAt = Date.now();
  await page.clock.install({ time: startedAt });
  await page.clock.pauseAt(startedAt + 1_000);
};

const SLIDE_TRACK = '[aria-roledescription="carousel"] > div > div';
const featuredCounter = (page: Page) => page.getByRole('region', { name: 'Featured AI tools' }).getByTestId('carousel-counter');

describeInBrowser('reduced motion (audit finding 2)', () => {
  const suite = useBrowserSuite();

  it('keeps the carousels still and every transition instant for a visitor who asked for reduced motion', async () => {
    const { page } = suite;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/');
    await dismissCookieBanner(page);
    await featuredCounter(page).waitFor();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    expect(await featuredCounter(page).textContent()).toBe('1 of 6');
    expect(await page.getByRole('region', { name: 'Featured AI tools' }).getByRole('button', { name: 'Play slide show' }).count()).toBe(1);
    expect(await transitionSeconds(page, SLIDE_TRACK)).toBeLessThan(0.001);
    expect(await transitionSeconds(page, 'header')).toBeLessThan(0.001);
  });

  it('still advances every 4 s, with a Pause button and its transitions, for everyone else', async () => {
    const { page } = suite;
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await pauseClock(page);
    await page.goto('/');
    await dismissCookieBanner(page);
    await featuredCounter(page).waitFor();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    await page.waitForFunction(() => document.querySelector('[aria-label="Featured AI tools"] [data-testid="carousel-counter"]')?.textContent === '2 of 6');
    const pause = page.getByRole('region', { name: 'Featured AI tools' }).getByRole('button', { name: 'Pause slide show' });
    expect(await pause.count()).toBe(1);
    expect(await transitionSeconds(page, SLIDE_TRACK)).toBe(0.5);
    expect(await transitionSeconds(page, 'header')).toBe(0.3);
  });
});

describeInBrowser('skip link and page changes (audit findings 3 and 9)', () => {
  const suite = useBrowserSuite();

  const activeElement = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || document.activeElement?.tagName);

  it('puts the skip link right after the cookie choice, and first on a page that has no banner', async () => {
    const { page } = suite;
    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe('Skip to content');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe('Skip to content');
  });

  it('shows the skip link on focus, and it takes focus to the content', async () => {
    const { page } = suite;
    await page.goto('/tools');
    await dismissCookieBanner(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await activeElement(page)).toBe('Skip to content');
    const box = await skip.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    await page.keyboard.press('Enter');
    expect(await activeElement(page)).toBe('main-content');
    expect(new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
  });

  it('after a keyboard navigation, focus is on <main> and the new title is announced politely', async () => {
    const { page } = suite;
    await page.goto('/');
    await dismissCookieBanner(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'All AI Tools' }).waitFor();
    expect(await activeElement(page)).toBe('main-content');
    await page.waitForFunction(() => document.querySelector('[data-testid="route-announcer"]')?.textContent === document.title);
    expect(await page.title()).toBe('All AI Tools | AI Navigator');
  });
});

describeInBrowser('error toasts (audit finding 7)', () => {
  const suite = useBrowserSuite();

  it.each(['light', 'dark'] as const)('have a description readable at 4.5:1 in the %s theme', async (theme) => {
    const { page } = suite;
    await page.goto('/unsubscribe');
    await dismissCookieBanner(page);
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: 'Email required' });
    const description = toast.getByText('Please enter your email address.');
    await description.waitFor();
    expect(await unreadableText(description)).toEqual([]);
    expect(await unreadableText(toast.getByText('Email required'))).toEqual([]);
  });
});

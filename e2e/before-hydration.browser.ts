import { expect, it } from '@jest/globals';
import type { Locator, Page, Response } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { uniqueEmail, useBrowserSuite } from './support/suite.js';

declare global {
  interface Window {
    /** Submit events the document saw (a native submit of a form without its script reloads the page). */
    submitEvents?: number;
    /** The layout shifts of the page since it started loading. */
    layoutShifts?: number[];
  }
}

/**
 * Holds back every script of the app until `release` is called: the page shows the server's HTML
 * alone, as on a slow phone in the seconds before hydration. `navigation` is the `goto`, which
 * resolves once the app has taken the page over (after the release).
 */
const openBeforeHydration = async (page: Page, route: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (scriptRoute) => {
    await released;
    await scriptRoute.continue();
  });
  await page.addInitScript(() => {
    window.submitEvents = 0;
    document.addEventListener('submit', () => (window.submitEvents = (window.submitEvents ?? 0) + 1), true);
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShifts?.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const navigation: Promise<Response | null> = page.goto(route);
  // Awaited by the test after the release; a test that fails before then closes the page under it.
  navigation.catch(() => undefined);
  return { navigation, release };
};

/** Every field and button of the page's forms, and the directory's search. */
const scriptControls = (page: Page) => page.locator('main form :is(input, textarea, button), main input[type="search"]');

const allDisabled = (controls: Locator) => controls.evaluateAll((elements) => elements.length > 0 && elements.every((element) => element.matches(':disabled')));

/**
 * The page marks itself ready at the commit of its shell (bar, banner); React hydrates the screen
 * inside the layout's Suspense boundary in a commit of its own, right after, and its controls are
 * enabled then.
 */
const controlsEnabled = (page: Page) =>
  page.waitForFunction(() => {
    const controls = [...document.querySelectorAll('main form :is(input, textarea, button), main input[type="search"]')];
    return controls.length > 0 && controls.every((control) => control.matches(':enabled'));
  });

/** Clicks a control whatever its state (as a visitor's tap would land on it) and types, as a visitor would. */
const tapAndType = async (page: Page, control: Locator, text: string) => {
  await control.click({ force: true });
  await page.keyboard.type(text);
};

describeInBrowser('the server HTML before the page is hydrated', () => {
  const suite = useBrowserSuite();

  it('shows /subscribe as a form that cannot be typed into or sent yet, keeps nothing from being lost, and works once hydrated', async () => {
    const { page } = suite;
    const { navigation, release } = await openBeforeHydration(page, '/subscribe');
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    const email = form.getByLabel('Email address');
    const send = form.getByRole('button', { name: 'Subscribe', exact: true });
    await email.waitFor();

    expect(await allDisabled(scriptControls(page))).toBe(true);
    expect(await form.getByRole('radio', { name: 'Weekly' }).isDisabled()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'AI Writing Tools' }).isDisabled()).toBe(true);
    // Typing goes nowhere: the field takes no focus, so nothing shows that hydration would then erase.
    await tapAndType(page, email, 'early@example.com');
    expect(await email.inputValue()).toBe('');
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(false);
    // The button sends nothing: no native submit, which would reload the page as /subscribe?.
    await send.click({ force: true });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => window.submitEvents)).toBe(0);
    expect(new URL(page.url()).search).toBe('');

    release();
    await navigation;
    await controlsEnabled(page);
    // Enabling the controls moves nothing on the page.
    expect(await page.evaluate(() => window.layoutShifts)).toEqual([]);
    await email.fill(uniqueEmail('hydrated'));
    await form.getByRole('radio', { name: 'Weekly' }).check();
    await form.getByRole('checkbox', { name: 'AI Writing Tools' }).click();
    await send.click();
    await page.getByText("You're subscribed!").waitFor();
  });

  it.each([
    ['/', 'Email for the guide'],
    ['/contact', 'Name'],
    ['/unsubscribe', 'Email address'],
    ['/data-deletion', 'Email address'],
    ['/tools', 'Search tools'],
  ])('serves the fields of %s disabled until hydrated, then usable', async (route, fieldName) => {
    const { page } = suite;
    const { navigation, release } = await openBeforeHydration(page, route);
    const field = page.getByRole('main').getByRole(route === '/tools' ? 'searchbox' : 'textbox', { name: fieldName });
    await field.waitFor();

    expect(await allDisabled(scriptControls(page))).toBe(true);
    await tapAndType(page, field, 'video');
    expect(await field.inputValue()).toBe('');

    release();
    await navigation;
    await controlsEnabled(page);
    await field.fill('video');
    expect(await field.inputValue()).toBe('video');
    // On /tools the list follows what the field shows: fewer tools than all of them.
    if (route === '/tools') {
      await page.waitForFunction(() => {
        const [, shown, total] = /Showing (\d+) of (\d+) tools/.exec(document.querySelector('main')?.textContent ?? '') ?? [];
        return shown !== undefined && Number(shown) < Number(total);
      });
    }
  });

  it("on a phone, serves the menu, the cookie banner's buttons and Details disabled until hydrated, then they answer", async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    const { navigation, release } = await openBeforeHydration(page, '/tools');
    const menu = page.getByRole('button', { name: 'Open menu' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const details = page.getByRole('button', { name: /^Details for / }).first();
    await details.waitFor();

    const disabled = async () => ({
      menu: await menu.isDisabled(),
      banner: await banner.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.matches(':disabled'))),
      details: await details.isDisabled(),
    });
    expect(await disabled()).toEqual({ menu: true, banner: [true, true, true, true], details: true });

    release();
    await navigation;
    // Waits until Details can be used: the screen hydrates in a commit of its own, right after the shell.
    await details.click({ trial: true });
    expect(await disabled()).toEqual({ menu: false, banner: [false, false, false, false], details: false });
    await banner.getByRole('button', { name: 'Essential Only' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('essential');
    await menu.click();
    await page.getByTestId('mobile-menu').waitFor();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await details.click();
    await page.getByRole('dialog').waitFor();
  });
});

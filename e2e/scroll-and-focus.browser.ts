import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The position once a wheel scroll (animated) has come to rest: the same reading over 150 ms. */
const restingScrollY = async (page: Page) => {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        setTimeout(() => resolve(window.scrollY === before), 150);
      }),
  );
  return scrollY(page);
};

/** Scrolls like a visitor (wheel events), so the page sees real scroll direction changes. */
const scrollToBottom = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
};

const navbarHidden = (page: Page) => page.getByRole('banner').getAttribute('data-hidden');

/** What has focus, described by its role-ish name (tag, label, text), for readable assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()}:${element.getAttribute('aria-label') ?? element.id ?? element.textContent?.trim() ?? ''}`;
  });

describeInBrowser('scroll positions (issue 12, item 1)', () => {
  const suite = useBrowserSuite();

  it('opens a post from the bottom of /blog at the top, with the bar shown; back and forward restore each position', async () => {
    const { page } = suite;
    await page.goto('/blog');
    await dismissCookieBanner(page);
    await page.getByRole('link', { name: /Read More/ }).first().waitFor();
    const lastCard = page.getByRole('link', { name: /Read More/ }).last();
    await lastCard.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => window.scrollY > 600);
    const listPosition = await restingScrollY(page);

    // A DOM click: Playwright's own click may first scroll the link to a spot of its choosing.
    await lastCard.evaluate((link) => (link as HTMLAnchorElement).click());
    await page.waitForURL((url) => url.pathname.startsWith('/blog/') && url.pathname !== '/blog');
    await page.getByRole('link', { name: 'Explore AI Tools' }).waitFor();
    expect(await scrollY(page)).toBe(0);
    expect(await navbarHidden(page)).toBe('false');

    // Read a little way down the post, then go back and forward.
    await page.mouse.wheel(0, 500);
    await page.waitForFunction(() => window.scrollY >= 400);
    const postPosition = await restingScrollY(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, listPosition, { timeout: 5_000 }).catch(async (error: unknown) => {
      throw new Error(`back: expected ${listPosition}, at ${await scrollY(page)} (${String(error)})`);
    });
    await page.goForward();
    await page.waitForURL((url) => url.pathname !== '/blog');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, postPosition, { timeout: 5_000 }).catch(async (error: unknown) => {
      throw new Error(`forward: expected ${postPosition}, at ${await scrollY(page)} (${String(error)})`);
    });
  });

  it('returns to the same guide cards on a phone, though the guide lays its sections out lazily', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    // Down through a third of the guide a screen at a time, each screen drawn, as a reader's swipes would.
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      while (window.scrollY < document.documentElement.scrollHeight / 3) {
        window.scrollBy(0, window.innerHeight);
        await frame();
        await frame();
      }
    });
    /**
     * The tool cards whose names are on screen, from the top. A section the browser skips (not near the
     * screen) is not drawn, and its cards' boxes are not laid out: only cards it renders count.
     */
    const cardsOnScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('section h3')]
          .filter((heading) => heading.checkVisibility({ contentVisibilityAuto: true }))
          .map((heading) => ({ name: heading.textContent?.trim(), box: heading.getBoundingClientRect(), section: heading.closest('section')!.getBoundingClientRect() }))
          .filter(({ box, section }) => box.top >= 0 && box.bottom <= window.innerHeight && box.bottom <= section.bottom)
          .map(({ name, box }) => `${name}@${Math.round(box.top)}`),
      );
    const before = await cardsOnScreen();
    expect(before.length).toBeGreaterThan(0);

    // The bar's Blog link, clicked in the page: on a phone it sits in the closed menu.
    await page.locator('header a[href="/blog"]').first().evaluate((link) => (link as HTMLAnchorElement).click());
    await page.waitForURL((url) => url.pathname === '/blog');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ai-tools-guide');
    // The restore settles over a few frames: read the screen after each until it matches, or 5 s pass.
    const deadline = Date.now() + 5_000;
    let after = await cardsOnScreen();
    while (after.join() !== before.join() && Date.now() < deadline) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      after = await cardsOnScreen();
    }
    expect(after).toEqual(before);
  });

  it('lands a footer link at the top of the next page, and the AI Tools link at the home page tools section', async () => {
    const { page } = suite;
    await page.goto('/about');
    await dismissCookieBanner(page);
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    expect(await scrollY(page)).toBe(0);

    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'AI Tools', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#tools');
    // The featured tools load after the page: the anchor is reached once the section exists. It starts
    // right below the bar's place (the root's scroll padding), so the bar never covers its heading.
    await page.waitForFunction(() => {
      const section = document.getElementById('tools');
      const bar = document.querySelector('header')?.offsetHeight ?? 0;
      return section !== null && bar > 0 && Math.abs(section.getBoundingClientRect().top - bar) < 2;
    }, undefined, { timeout: 5_000 });
  });
});

describeInBrowser('navigation bar (item 6)', () => {
  const suite = useBrowserSuite();

  it('hides while scrolling down, comes back on any scroll up, and stays while a link in it has keyboard focus', async () => {
    const { page } = suite;
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    await page.getByText('Understanding AI and Its Impact').waitFor();
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'true');
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'false');
    expect(await scrollY(page)).toBeGreaterThan(800);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 1500);
    expect(await navbarHidden(page)).toBe('false');
  });

  it('never leaves a control reached with Shift+Tab under the bar (WCAG 2.4.11, focus not obscured)', async () => {
    const { page } = suite;
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    await page.getByText('Understanding AI and Its Impact').waitFor();
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link').first().focus();
    const obscured: string[] = [];
    // Upwards through the footer and the last categories' "Explore" buttons: each upward scroll brings the bar back.
    for (let press = 0; press < 60; press++) {
      await page.keyboard.press('Shift+Tab');
      const finding = await page.evaluate(
        () =>
          new Promise<string | null>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const element = document.activeElement;
                const header = document.querySelector('header');
                if (!(element instanceof HTMLElement) || !header || header.contains(element)) return resolve(null);
                // Where the bar ends once its slide is over: a shown bar covers its own height.
                const barBottom = header.dataset.hidden === 'false' ? header.offsetHeight : 0;
                const box = element.getBoundingClientRect();
                resolve(box.top < barBottom - 1 ? `${element.textContent?.trim()} at ${Math.round(box.top)} px, bar to ${barBottom} px` : null);
              }),
            ),
          ),
      );
      if (finding) obscured.push(finding);
    }
    expect(obscured).toEqual([]);
  });

  it("keeps the page where it is when one of the bar's own controls takes focus, also while the bar is out of view", async () => {
    const { page } = suite;
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    await page.getByText('Understanding AI and Its Impact').waitFor();
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => {
      const header = document.querySelector('header');
      return header !== null && header.getBoundingClientRect().bottom <= 1;
    });
    const before = await restingScrollY(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
    expect(await scrollY(page)).toBe(before);
  });

  it('on a phone: About is in the menu, which closes on Escape and on a tap outside, and stays put while open', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ai-tools-guide');
    await dismissCookieBanner(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const menu = page.getByTestId('mobile-menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Home', 'Tools', 'Blog', 'About']);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => window.scrollY > 600);
    expect(await navbarHidden(page)).toBe('false');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('button:Open menu');

    await menuButton.click();
    await page.mouse.click(200, 700);
    await menu.waitFor({ state: 'detached' });
    await menuButton.click();
    await menu.getByRole('link', { name: 'About' }).click();
    await page.getByRole('heading', { level: 1, name: 'About AI Navigator' }).waitFor();
  });
});

describeInBrowser('focus after dialogs (item 7)', () => {
  const suite = useBrowserSuite();

  it('returns focus to the Details button that opened the tool dialog, after Close and after Escape', async () => {
    const { page } = suite;
    await page.goto('/tools');
    await dismissCookieBanner(page);
    const details = page.getByRole('button', { name: /^Details for / }).nth(2);
    const label = await details.getAttribute('aria-label');
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, label);

    await details.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, label);
  });
});

describeInBrowser('newsletter popup and the cookie banner (items 7 and 8)', () => {
  const suite = useBrowserSuite();

  it('puts the cookie banner first in the tab order', async () => {
    const { page } = suite;
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-cookie-banner]') !== null)).toBe(true);
  });

  it('does not cover an unanswered cookie banner; opens once it is answered; closing it leaves focus on the page, not the body', async () => {
    const { page } = suite;
    const startedAt = Date.now();
    await page.clock.install({ time: startedAt });
    await page.clock.pauseAt(startedAt + 1_000);
    await page.goto('/');
    await page.getByRole('heading', { name: /Navigate the/ }).waitFor();
    const popup = page.getByRole('dialog', { name: "Don't Miss the Next Big AI Tool" });
    const banner = page.getByRole('region', { name: 'Cookie consent' });

    await page.clock.runFor(20_000);
    await page.waitForTimeout(500);
    expect(await popup.count()).toBe(0);
    await banner.getByRole('button', { name: 'Accept All Cookies' }).click();
    await banner.waitFor({ state: 'detached' });
    // The dialog is a lazy chunk (real time) that React reveals on page time: move the clock in small steps.
    for (let step = 0; step < 50 && (await popup.count()) === 0; step++) {
      await page.clock.runFor(100);
      await page.waitForTimeout(100);
    }
    await popup.waitFor({ timeout: 1_000 });

    await popup.getByRole('button', { name: 'Close newsletter popup' }).click();
    // The dialog hands focus back on a timer of page time: let the paused clock run.
    for (let step = 0; step < 50 && ((await popup.count()) > 0 || (await focused(page)) === 'body'); step++) {
      await page.clock.runFor(100);
      await page.waitForTimeout(50);
    }
    await popup.waitFor({ state: 'detached' });
    expect(await focused(page)).toBe('main:main-content');
  });
});

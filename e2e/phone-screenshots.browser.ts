import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { linkFromMail, type AppServer } from './support/app-server.js';
import { requestPreferencesLinkThroughApi, subscribeThroughApi } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { screenshotPath } from './support/screenshots.js';
import { dismissCookieBanner, uniqueEmail, useBrowserSuite } from './support/suite.js';

const PHONE = { width: 390, height: 844 };

type Theme = 'light' | 'dark';

const mailedPreferencesLink = async (server: AppServer, email: string) => {
  await requestPreferencesLinkThroughApi(server.baseUrl, email);
  return linkFromMail(await server.waitForMail(email, /\/subscribe\/preferences\?/), `${server.baseUrl}/subscribe/preferences`);
};

/** 'Welcome back!' from the home form, waiting for the preferences screen headed `heading`. */
const signUpAgainFromHome = async (page: Page, email: string, heading: string) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Get the AI Edge in Your Inbox' }).getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe Free' }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
};

const shoot = async (page: Page, name: string, theme: Theme) => page.screenshot({ path: await screenshotPath(`phone-${name}-${theme}`), fullPage: true });

/** Text that runs past the right edge of a 390 px screen (a page that scrolls sideways on a phone). */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describeInBrowser('phone screenshots (e2e/screenshots/phone-*, 390 px, full page)', () => {
  const suite = useBrowserSuite();

  it.each<Theme>(['light', 'dark'])('captures home, a post and the preferences screens in the %s theme', async (theme) => {
    const { page, server } = suite;
    await page.setViewportSize(PHONE);
    await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
    const posts = (await (await fetch(`${server.baseUrl}/api/blog-posts`)).json()) as { slug: string }[];

    await page.goto('/');
    await dismissCookieBanner(page);
    await page.getByRole('heading', { name: 'Latest AI Insights' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'home', theme);

    await page.goto(`/blog/${posts[0]!.slug}`);
    await page.getByRole('link', { name: 'Explore AI Tools' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'blog-post', theme);

    const email = uniqueEmail(`phone-${theme}`);
    const token = await subscribeThroughApi(server.baseUrl, email);
    // One mailed link serves twice: the signup's welcome email and the 'Welcome back' link already use
    // two of the three mails an address may be sent per hour (MailLimits); the third is the 'Welcome back' link.
    const mailedLink = await mailedPreferencesLink(server, email);
    await page.goto(mailedLink);
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'preferences', theme);

    // 'Welcome back!' from the home form: the screen that says a link was emailed.
    await signUpAgainFromHome(page, email, "We've emailed you a link to change your preferences");
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'preferences-link-emailed', theme);

    // Once more: that was the address's third mail of the hour, so this time no link goes out, and the screen says so.
    await signUpAgainFromHome(page, email, 'No new link went out just now');
    expect(await overflowsSideways(page)).toBe(false);
    await shoot(page, 'preferences-link-limited', theme);

    // A fresh visit without a link (the other path of the same screen, so no history state comes along).
    await page.goto('/subscribe-preferences');
    await page.getByRole('heading', { name: 'A secure link is needed' }).waitFor();
    await shoot(page, 'preferences-secure-link', theme);

    const oldLink = mailedLink;
    await fetch(`${server.baseUrl}/api/unsubscribe/${encodeURIComponent(email)}`, { method: 'DELETE', headers: { 'X-Subscriber-Token': token } });
    await page.goto(oldLink);
    await page.getByRole('heading', { name: "You've unsubscribed" }).waitFor();
    await shoot(page, 'preferences-unsubscribed', theme);
  });
});

describeInBrowser('the API reference on a phone', () => {
  const suite = useBrowserSuite();

  it('wraps long patterns and paths instead of scrolling sideways', async () => {
    const { page } = suite;
    await page.setViewportSize(PHONE);
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: 'Schemas' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
  });
});

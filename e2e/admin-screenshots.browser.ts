import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ADMIN_PANELS, adminPanel, dashboardTab, signInAsAdmin } from './support/admin.js';
import { subscribeThroughApi } from './support/app-pages.js';
import { TEXT_CONTRAST, unreadableControls, unreadableText, type ContrastProblem } from './support/readability.js';
import { describeInBrowser } from './support/browser.js';
import { screenshotPath } from './support/screenshots.js';
import { uniqueEmail, useBrowserSuite } from './support/suite.js';


type Theme = 'light' | 'dark';

/** What each panel shows after a typical action, so the picture holds more than empty forms. */
const afterAction: Partial<Record<(typeof ADMIN_PANELS)[number]['id'], (page: Page) => Promise<void>>> = {
  analytics: async (page) => {
    if (await page.getByRole('button', { name: 'Remove Demo Data' }).isVisible()) return;
    await page.getByRole('button', { name: 'Seed Demo Data' }).click();
    await page.getByRole('button', { name: 'Remove Demo Data' }).waitFor();
    await page.getByText(/from demo data, not counted/).first().waitFor();
  },
  jobs: async (page) => {
    await page.getByRole('button', { name: 'Run now: analytics-replay' }).click();
    await page.getByText(/^analytics: \d+ events, \d+ ms, drift 0; email-stats: \d+ events, \d+ ms, drift 0$/).waitFor();
  },
  'blog-create': async (page) => {
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('region', { name: 'Blog post preview' }).waitFor();
    await page.getByLabel('Title').fill('AI tools for small accounting firms');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    await page.getByRole('figure', { name: 'Generated image' }).getByRole('img').waitFor();
  },
  'draft-approval': async (page) => {
    await page.frameLocator('iframe[title^="Email preview"]').first().locator('table[width="600"]').waitFor();
  },
  content: async (page) => {
    await pickRecipients(page, 'Email Campaigns');
    await page.getByLabel('Subject').fill('Three new writing tools');
    await page.getByLabel('Content').fill('# New this week\n- Three tools for **writers**');
    await page.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send Now' }).click();
    await page.getByRole('row').filter({ hasText: 'Three new writing tools' }).first().getByText('completed').waitFor();
    await page.getByRole('button', { name: 'Analyze News' }).click();
    await page.getByRole('list', { name: 'News items' }).waitFor();
  },
  'ai-email': async (page) => {
    await page.getByRole('button', { name: 'Preview Email' }).click();
    await page.getByRole('region', { name: 'Email preview' }).waitFor();
  },
  'personalized-emails': async (page) => {
    await pickRecipients(page, 'Personalized Emails');
    await page.getByRole('button', { name: 'Preview Their Email' }).click();
    await page.frameLocator('iframe[title^="Personalized email for"]').locator('table[width="600"]').waitFor();
  },
  'contact-messages': async (page) => {
    // A message from the contact form, so the picture shows one with its badges and actions.
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'URGENT: which tool for invoices?', message: 'I send 200 invoices a month. Which tool would you pick?' },
    });
    expect(sent.status()).toBe(201);
    await page.reload();
    await page.getByRole('article').first().waitFor();
  },
  tools: async (page) => {
    await page.getByRole('button', { name: 'Refresh Tools Database' }).click();
    await page.getByRole('region', { name: 'Refresh result' }).waitFor();
  },
};

/** Closes the toasts an action left open, which would cover part of the panel in the picture. */
const closeToasts = async (page: Page) => {
  const toasts = page.getByRole('region', { name: /^Notifications/ }).locator('li');
  for (const toast of await toasts.all()) await toast.getByRole('button', { name: 'Close' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[role="region"][aria-label^="Notifications"] li').length === 0);
};

/** Picks the subscribers of the list's first page in the Subscribers tab and returns to `tab` (a tab switch, so the pick stays). */
const pickRecipients = async (page: Page, tab: string) => {
  await dashboardTab(page, 'Subscribers').click();
  await page.getByRole('checkbox', { name: 'Select every active subscriber on this page' }).click();
  await dashboardTab(page, tab).click();
};

const setTheme = async (page: Page, theme: Theme) => {
  await page.evaluate((wanted) => localStorage.setItem('theme', wanted), theme);
  await page.reload();
};

describeInBrowser('admin screenshots (e2e/screenshots/admin-*.png, 1280x800 and a 820 px tablet, full page)', () => {
  const suite = useBrowserSuite();

  it.each<Theme>(['light', 'dark'])('captures every panel in the %s theme, every text readable', async (theme) => {
    const { page, server } = suite;
    for (const label of ['ada', 'grace', 'linus']) await subscribeThroughApi(server.baseUrl, uniqueEmail(label));
    await signInAsAdmin(page);
    await setTheme(page, theme);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');

    const problems: Record<string, ContrastProblem[]> = {};
    for (const panel of ADMIN_PANELS) {
      await page.goto(`/admin?tab=${panel.id}`);
      await panel.ready(page);
      await afterAction[panel.id]?.(page);
      await closeToasts(page);
      // An action may have scrolled the page; from the top the sticky navbar slides back where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => document.querySelector('header[data-hidden="false"]')?.getBoundingClientRect().top === 0);
      await page.screenshot({ path: await screenshotPath(`admin-${panel.id}-${theme}`), fullPage: true });
      // Every piece of text in the panel (leaf elements with text), and its buttons, stay readable in this theme.
      const text = await unreadableText(page.locator('[role="tabpanel"] :is(p, span, dt, dd, td, th, li, label, h3, h4, code, time, figcaption)'), TEXT_CONTRAST);
      const controls = await unreadableControls(page);
      if (text.length + controls.length > 0) problems[panel.id] = [...text, ...controls];
    }
    expect(problems).toEqual({});

    await page.goto('/admin?tab=users');
    await page.getByRole('button', { name: /^History of / }).first().click();
    await page.getByRole('list', { name: 'History' }).waitFor();
    await page.screenshot({ path: await screenshotPath(`admin-users-history-${theme}`) });

    await page.setViewportSize({ width: 820, height: 1100 });
    await page.goto('/admin?tab=users');
    await adminPanel('users').ready(page);
    await page.screenshot({ path: await screenshotPath(`admin-users-tablet-${theme}`), fullPage: true });
    // The Jobs table, with the replay's long result from above, at a tablet's width.
    await page.goto('/admin?tab=jobs');
    await adminPanel('jobs').ready(page);
    await page.getByText(/^analytics: \d+ events/).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header[data-hidden="false"]')?.getBoundingClientRect().top === 0);
    await page.screenshot({ path: await screenshotPath(`admin-jobs-tablet-${theme}`), fullPage: true });
    expect(suite.pageErrors).toEqual([]);
  });
});

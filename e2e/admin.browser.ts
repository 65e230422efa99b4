import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ADMIN_PANELS, adminPanel, dashboardTab, signInAsAdmin } from './support/admin.js';
import { toastWithTitle } from './support/app-pages.js';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

/**
 * The Jobs panel's Run now buttons that are not whole on screen: outside their card's content, in
 * a table that has to scroll sideways to show them, or with a label wrapped past the button's height.
 */
const runButtonsNotWhole = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>('[role="tabpanel"] button[aria-label^="Run "]')].flatMap((button) => {
      const content = button.closest('.ui-card > *:not(:first-child)');
      const scrollBox = button.closest('table')?.parentElement;
      if (!content || !scrollBox) return [`${button.getAttribute('aria-label')}: no card or table around it`];
      const [own, inside, box] = [button.getBoundingClientRect(), content.getBoundingClientRect(), scrollBox.getBoundingClientRect()];
      const problems = [
        own.left < inside.left || own.right > inside.right ? 'outside its card' : '',
        own.left < box.left || own.right > box.right || scrollBox.scrollWidth > scrollBox.clientWidth ? 'in a table wider than its card' : '',
        button.scrollHeight > button.clientHeight ? 'label wrapped' : '',
      ].filter(Boolean);
      return problems.map((problem) => `${button.getAttribute('aria-label')} at ${window.innerWidth} px: ${problem}`);
    }),
  );

describeInBrowser('operator sign-in and the dashboard shell', () => {
  const suite = useBrowserSuite();

  it('sends a visitor without a session to the login page', async () => {
    const { page } = suite;
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it("refuses a wrong password with 'Login Failed', then signs in and returns to the tab that was asked for", async () => {
    const { page } = suite;
    await page.goto('/admin?tab=tools');
    await page.waitForURL('**/admin/login');
    await dismissCookieBanner(page);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toastWithTitle(page, 'Login Failed').waitFor();
    expect(await toastWithTitle(page, 'Login Failed').textContent()).toContain('Invalid username or password');
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('tab') === 'tools');
    expect(await dashboardTab(page, 'Tools').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps keyboard focus off <body> through a failed sign-in, and gives it to the password to retype', async () => {
    const { page } = suite;
    await page.goto('/admin/login');
    await dismissCookieBanner(page);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.waitForFunction(() => document.title === 'Admin Login | AI Navigator');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    // Counts every moment focus left an element for nowhere (a disabled button does that in Chromium).
    await page.evaluate(() => {
      const counter = window as unknown as { focusLost: number };
      counter.focusLost = 0;
      document.addEventListener('focusout', (event) => {
        if (event.relatedTarget === null) counter.focusLost += 1;
      });
    });
    await page.getByRole('button', { name: 'Sign in' }).focus();
    await page.keyboard.press('Enter');
    await toastWithTitle(page, 'Login Failed').waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'admin-password');
    expect(await page.evaluate(() => (window as unknown as { focusLost: number }).focusLost)).toBe(0);
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
  });

  it('renders every tab against the real API', async () => {
    const { page } = suite;
    await signInAsAdmin(page);
    const names = await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab').allTextContents();
    expect(names).toEqual(ADMIN_PANELS.map((panel) => panel.tab));
    for (const panel of ADMIN_PANELS) {
      const tab = dashboardTab(page, panel.tab);
      await tab.click();
      await page.waitForFunction((element) => element?.getAttribute('aria-selected') === 'true', await tab.elementHandle());
      await panel.ready(page);
      expect(new URL(page.url()).searchParams.get('tab') ?? ADMIN_PANELS[0].id).toBe(panel.id);
    }
    expect(suite.pageErrors).toEqual([]);
  });

  it('fits a tablet: no panel widens the page at 820 px, and below 768 px a select replaces the tab list', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=jobs');
    // A run with a long result, as a working install shows: the widest the table gets.
    await page.getByRole('button', { name: 'Run now: analytics-replay' }).click();
    await page.getByText(/^analytics: \d+ events, \d+ ms, drift 0; email-stats: \d+ events, \d+ ms, drift 0$/).waitFor();
    expect(await runButtonsNotWhole(page)).toEqual([]);
    await page.setViewportSize({ width: 820, height: 1180 });
    for (const panel of ADMIN_PANELS) {
      await page.goto(`/admin?tab=${panel.id}`);
      await panel.ready(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
      // The row of tabs is wider than 820 px: the tab the address selected is scrolled into its view.
      const selectedInView = await page.evaluate(() => {
        const list = document.querySelector('[role="tablist"][aria-label="Dashboard sections"]');
        const selected = list?.querySelector('[role="tab"][aria-selected="true"]');
        if (!list || !selected) return false;
        const [row, tab] = [list.getBoundingClientRect(), selected.getBoundingClientRect()];
        return tab.left >= row.left && tab.right <= row.right;
      });
      expect({ tab: panel.id, selectedInView }).toEqual({ tab: panel.id, selectedInView: true });
    }
    // The Jobs table fits its card: no sideways scrolling, and every Run now button is whole (the audit found them clipped).
    await page.goto('/admin?tab=jobs');
    await adminPanel('jobs').ready(page);
    expect(await runButtonsNotWhole(page)).toEqual([]);
    const rowScrolls = await page.evaluate(() => {
      const list = document.querySelector('[role="tablist"][aria-label="Dashboard sections"]');
      return list ? list.scrollWidth > list.clientWidth : false;
    });
    expect(rowScrolls).toBe(true);
    await page.setViewportSize({ width: 700, height: 1000 });
    expect(await page.getByRole('tablist', { name: 'Dashboard sections' }).isVisible()).toBe(false);
    await page.getByRole('combobox', { name: 'Dashboard section' }).click();
    await page.getByRole('option', { name: 'Tools' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'tools');
    await adminPanel('tools').ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(700);
  });

  it('keeps the tab across a reload and goes back to the previous tab', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=users');
    await dashboardTab(page, 'Read models').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'read-models');
    await page.reload();
    await page.getByRole('button', { name: 'Rebuild subscribers' }).waitFor();
    expect(await dashboardTab(page, 'Read models').getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
    await page.getByText(/\d+ subscribers?, newest first\./).waitFor();
  });

  it('signs out, after which the dashboard asks for a sign-in again', async () => {
    const { page } = suite;
    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  });

  it('lists every read model as idle against the real API, and rebuilds one', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=read-models');
    const rebuildButtons = page.getByRole('button', { name: /^Rebuild / });
    await rebuildButtons.first().waitFor();
    const names = await rebuildButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(names).toEqual(expect.arrayContaining(['Rebuild subscribers', 'Rebuild catalogue', 'Rebuild blog']));
    // Idle projections answer rebuild: null: none may look busy.
    for (const button of await rebuildButtons.all()) expect(await button.isEnabled()).toBe(true);

    const catalogueGeneration = async () => {
      const statuses = (await (await page.request.get('/api/admin/projections')).json()) as Array<{ name: string; generation: number }>;
      return statuses.find((status) => status.name === 'catalogue')?.generation;
    };
    const before = await catalogueGeneration();
    await page.getByRole('button', { name: 'Rebuild catalogue' }).click();
    // The rebuild of a small catalogue is quick: the button comes back once the new generation is live.
    await page.waitForFunction(() => {
      const button = document.querySelector('button[aria-label="Rebuild catalogue"]');
      return button instanceof HTMLButtonElement && !button.disabled && button.textContent?.trim() === 'Rebuild';
    });
    for (let attempt = 0; attempt < 50 && (await catalogueGeneration()) === before; attempt++) await page.waitForTimeout(100);
    expect(await catalogueGeneration()).toBe((before ?? 0) + 1);
  });
  it('publishes exactly the previewed post: the post list links its title and its page shows its excerpt', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=blog-create');
    await page.getByLabel('Custom topic (optional)').fill('AI for florists');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Blog post preview' });
    const title = (await preview.getByRole('heading').textContent())?.trim() ?? '';
    const excerpt = (await preview.locator('p.italic').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await preview.getByRole('button', { name: 'Publish' }).click();
    await toastWithTitle(page, 'Blog Post Published').filter({ hasText: title }).waitFor();

    await dashboardTab(page, 'Blog Posts').click();
    await page.getByRole('link', { name: title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText(excerpt, { exact: true }).count()).toBeGreaterThan(0);
    expect(suite.pageErrors).toEqual([]);
  });
});

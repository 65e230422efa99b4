import { expect, it } from '@jest/globals';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

describeInBrowser('operator sign-in and the read-models panel', () => {
  const suite = useBrowserSuite();

  it('sends a visitor without a session to the login page', async () => {
    const { page } = suite;
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  it('signs in, lists every read model as idle against the real API, and rebuilds one', async () => {
    const { page } = suite;
    await page.goto('/admin/login');
    await dismissCookieBanner(page);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin$/);

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
});

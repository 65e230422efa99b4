import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { dashboardTab, signInAsAdmin } from './support/admin.js';
import { subscribeThroughApi, subscribersAsAdmin } from './support/app-pages.js';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { describeInBrowser } from './support/browser.js';
import { uniqueEmail, useBrowserSuite } from './support/suite.js';

describeInBrowser('operator subscriber panel', () => {
  const suite = useBrowserSuite();
  let folder = '';

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'ai-navigator-csv-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('imports a CSV in chunks with a moving progress bar and a summary of created, duplicates and skipped lines', async () => {
    const { page, server } = suite;
    const run = `${Date.now()}`;
    const already = `csv.${run}.0@example.com`;
    await subscribeThroughApi(server.baseUrl, already);
    const lines = ['name,email', ...Array.from({ length: 2500 }, (_, index) => `Reader ${index},csv.${run}.${index}@example.com`), 'no address on this line'];
    const file = join(folder, 'readers.csv');
    await writeFile(file, lines.join('\n'));

    await signInAsAdmin(page, '/admin?tab=users');
    await page.getByLabel('CSV file').setInputFiles(file);
    await page.getByText('readers.csv: 2,500 addresses found, 2 lines without one will be skipped.').waitFor();
    await page.getByLabel('Source').fill('csv-e2e');

    // Every value the bar takes, so the test sees it move rather than jump to the end.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.getByRole('button', { name: 'Import 2,500 Subscribers' }).click();
    await page.getByText('Import complete.').waitFor({ timeout: 60_000 });

    const seen = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
    expect(seen).toEqual(expect.arrayContaining([1000, 2000, 2500]));
    const summary = page.getByRole('region', { name: 'Import progress' });
    const figure = async (label: string) => (await summary.locator('dt', { hasText: label }).locator('+ dd').textContent())?.trim();
    expect(await figure('Created')).toBe('2,499');
    expect(await figure('Duplicates')).toBe('1');
    expect(await figure('Skipped lines')).toBe('2');

    const imported = (await subscribersAsAdmin(server.baseUrl, E2E_ADMIN_PASSWORD)).filter((row) => row.email.startsWith(`csv.${run}.`));
    expect(imported).toHaveLength(2500);
    expect(imported.filter((row) => row.source === 'csv-e2e')).toHaveLength(2499);

    // The panel asks the server for pages: the start of the address, in any case, finds .1, .10 to .19, .100 to .199 and .1000 to .1999.
    await page.getByRole('searchbox', { name: 'Search by email address' }).fill(`CSV.${run}.1`);
    await page.getByText('1,111 subscribers match, in address order.', { exact: false }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Subscriber pages' });
    await pages.getByText('1–50 of 1,111').waitFor();
    const firstPage = await page.getByRole('rowheader').allInnerTexts();
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('51–100 of 1,111').waitFor();
    const secondPage = await page.getByRole('rowheader').allInnerTexts();
    expect(secondPage).toHaveLength(50);
    expect([...firstPage, ...secondPage].every((email) => email.startsWith(`csv.${run}.1`))).toBe(true);
    expect(new Set([...firstPage, ...secondPage]).size).toBe(100);

    // Every match as recipients at once, not 50 at a time: the send panels in other tabs see them all.
    await page.getByRole('button', { name: 'Select all active matches' }).click();
    await page.getByText('1,111 active subscribers added.').waitFor();
    await dashboardTab(page, 'Email Campaigns').click();
    await page.getByText('1,111 recipients selected.').waitFor();
  });

  it("shows a subscriber's history after they changed their preferences on the public site", async () => {
    const { page, server } = suite;
    const email = uniqueEmail('history');
    const token = await subscribeThroughApi(server.baseUrl, email);
    await page.goto(`/subscribe/preferences?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`);
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    await page.getByRole('radio', { name: 'Daily' }).check();
    await page.getByRole('checkbox', { name: 'AI Writing Tools' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe/success');

    await signInAsAdmin(page, '/admin?tab=users');
    // The start of the address is enough, in any case.
    await page.getByRole('searchbox', { name: 'Search by email address' }).fill(email.split('@')[0]!.toUpperCase());
    await page.getByText('1 subscriber matches, in address order.', { exact: false }).waitFor();
    // At tablet width the row's History button is on screen without scrolling the table sideways (audit: it was past the right edge).
    await page.setViewportSize({ width: 820, height: 1180 });
    const historyBox = await page.getByRole('button', { name: `History of ${email}` }).boundingBox();
    expect(historyBox!.x + historyBox!.width).toBeLessThanOrEqual(820);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: `History of ${email}` }).click();
    const drawer = page.getByRole('dialog', { name: email });
    const entries = drawer.getByRole('list', { name: 'History' }).getByRole('listitem');
    // Subscribed, the welcome email (recorded once the background mail is written, so before or after the change), and the change.
    await entries.nth(2).waitFor();
    expect(await entries.count()).toBe(3);
    const change = await entries.filter({ hasText: 'Preferences changed' }).innerText();
    expect(change).toContain('visitor');
    expect(change).toContain('weekly → daily');
    expect(change).toContain('AI Writing Tools');
    expect(await entries.filter({ hasText: 'Email sent' }).count()).toBe(1);
    expect(await entries.nth(2).innerText()).toContain('Subscribed');
  });
});

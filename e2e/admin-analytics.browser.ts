import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { signInAsAdmin } from './support/admin.js';
import { toastWithTitle } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { useBrowserSuite } from './support/suite.js';

/** The caption of one chart: its title, then "N in the last 30 days · ..." as text. */
const caption = (page: Page, title: string) => page.locator(`figure[data-chart="${title}"] figcaption`);

/** The figure "N in the last 30 days" of a chart's caption. */
const lastThirtyDays = async (page: Page, title: string) => Number((await caption(page, title).textContent())?.match(/([\d,]+) in the last 30 days/)?.[1].replace(/,/g, '') ?? NaN);

describeInBrowser('operator analytics and jobs', () => {
  const suite = useBrowserSuite();

  it("draws the charts from the public site's beacon, with demo data apart, removable, and never counted as subscribers", async () => {
    const { page } = suite;
    // The banner stays: sign-in dismisses it, and the beacon needs no consent (no cookie, no personal data).
    const beacon = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/track' && response.status() === 204);
    const home = beacon();
    await page.goto('/');
    await home;
    const tools = beacon();
    await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
    await page.waitForURL('**/tools');
    await tools;

    await signInAsAdmin(page);
    const chart = page.locator('figure[data-chart="Site visits"]');
    await chart.locator('svg.recharts-surface path.recharts-curve[d]').first().waitFor({ state: 'attached' });
    // Each of the five series is drawn: its actual line and its dashed forecast.
    for (const title of ['Emails sent', 'Blog posts created', 'Site visits', 'Blog reads', 'Tool link clicks']) {
      const figure = page.locator(`figure[data-chart="${title}"]`);
      expect(await figure.locator('path.recharts-curve[d]').count()).toBeGreaterThanOrEqual(2);
      expect(await figure.locator('path.recharts-curve[stroke-dasharray="6 4"]').count()).toBe(1);
    }
    // No chart is a tab stop (recharts' keyboard layer made each an unnamed one), and each is one named image.
    const tabStops = await page.evaluate(() => [...document.querySelectorAll<HTMLElement | SVGElement>('figure[data-chart] *')].filter((element) => element.tabIndex >= 0).length);
    expect(tabStops).toBe(0);
    expect(await page.locator('figure[data-chart] [role="application"]').count()).toBe(0);
    expect(await page.getByRole('img', { name: /: line chart by day/ }).count()).toBeGreaterThanOrEqual(5);
    // Every axis label lies whole inside its drawing: the last day's was cut off at the right edge,
    // and five-digit values at the left edge (audit).
    for (const title of ['Emails sent', 'Site visits', 'Weekly trends']) {
      const figure = page.locator(`figure[data-chart="${title}"]`);
      await figure.locator('.recharts-cartesian-axis-tick-value').first().waitFor({ state: 'attached' });
      const overflow = await figure.evaluate((element) => {
        const surface = element.querySelector('svg.recharts-surface')!.getBoundingClientRect();
        const labels = [...element.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((label) => label.getBoundingClientRect());
        return { right: Math.max(...labels.map((label) => label.right)) - surface.right, left: surface.left - Math.min(...labels.map((label) => label.left)) };
      });
      expect(overflow.right).toBeLessThanOrEqual(0);
      expect(overflow.left).toBeLessThanOrEqual(0);
    }
    // The two page views (/ and /tools) reach the read model a moment after the beacon answered.
    const deadline = Date.now() + 10_000;
    while ((await lastThirtyDays(page, 'Site visits')) < 2 && Date.now() < deadline) {
      await page.reload();
      await chart.locator('svg.recharts-surface path.recharts-curve[d]').first().waitFor({ state: 'attached' });
    }
    expect(await lastThirtyDays(page, 'Site visits')).toBeGreaterThanOrEqual(2);
    const subscribersBefore = await page.getByRole('region', { name: 'Site statistics' }).textContent();

    await page.getByRole('button', { name: 'Seed Demo Data' }).click();
    await page.getByRole('button', { name: 'Remove Demo Data' }).waitFor();
    await caption(page, 'Site visits').getByText(/from demo data, not counted/).waitFor();
    // The demo line is drawn apart (dotted), and the real subscriber figures did not move.
    await chart.locator('path.recharts-curve[stroke-dasharray="2 3"]').waitFor({ state: 'attached' });
    // The weekly trends too: a dotted demo line for each of its three series.
    const trends = page.locator('figure[data-chart="Weekly trends"]');
    await trends.getByText('Dotted lines: demo data, not counted').waitFor();
    expect(await trends.locator('path.recharts-curve[stroke-dasharray="2 3"]').count()).toBe(3);
    expect(await page.getByRole('region', { name: 'Site statistics' }).textContent()).toBe(subscribersBefore);
    // With every column of the hidden chart tables filled, the tab still fits a tablet: those tables
    // stuck out of the right-hand column and made the page scroll sideways at 820 px (audit).
    await page.setViewportSize({ width: 820, height: 1180 });
    await trends.getByText('Dotted lines: demo data, not counted').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Remove Demo Data' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove demo data' }).click();
    await toastWithTitle(page, 'Demo Data Removed').waitFor();
    await page.getByRole('button', { name: 'Remove Demo Data' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('figure[data-chart="Site visits"] figcaption')?.textContent?.includes('demo'));
    expect(await chart.locator('path.recharts-curve[stroke-dasharray="2 3"]').count()).toBe(0);
    expect(suite.pageErrors).toEqual([]);
  });

  it('runs the analytics replay from the Jobs tab, and the Read models tab shows its report', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=jobs');
    await page.getByRole('button', { name: 'Run now: analytics-replay' }).click();
    await page.getByText(/^analytics: \d+ events, \d+ ms, drift 0; email-stats: \d+ events, \d+ ms, drift 0$/).waitFor();
    await page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Read models' }).click();
    const analyticsRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^analytics/ }) });
    await analyticsRow.getByText('no drift').waitFor();
    expect(await analyticsRow.textContent()).toMatch(/\d[\d,]* events in [\d,]+ ms/);
    expect(suite.pageErrors).toEqual([]);
  });
});

import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dashboardTab, signInAsAdmin } from './support/admin.js';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { describeInBrowser } from './support/browser.js';
import { useBrowserSuite } from './support/suite.js';

const PIXEL_ID = '998877665544';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const NOT_CONFIGURED = 'Gmail is not configured: set GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and GMAIL_CONTACT_ADDRESS (or CONTACT_EMAIL)';

/** A call of the signed-in page to the API, as the wizard makes it (its cookie, same origin). */
const call = (page: Page, method: 'GET' | 'POST', path: string) =>
  page.evaluate(
    async ([method, path]) => {
      const response = await fetch(path, { method, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [method, path] as const,
  );

const pixelStatus = (page: Page) => page.getByRole('tabpanel').getByRole('status');

/** Meta's script, doubled: it takes the pixel's stub over as the real one does (callMethod), and records the calls. */
const answerAsMeta = (page: Page) =>
  page.route(PIXEL_SCRIPT, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'window.fbq.callMethod = function () { (window.metaCalls = window.metaCalls || []).push([].slice.call(arguments)); };' }),
  );

const openPixelTab = async (page: Page) => {
  await signInAsAdmin(page, '/admin?tab=meta-pixel');
  await page.getByRole('button', { name: 'Load Pixel Here' }).waitFor();
};

describeInBrowser('Gmail forwarding and the pixel on a server without them configured', () => {
  const suite = useBrowserSuite();

  it('answers the Gmail calls honestly, naming what to set, and refuses a forged callback with a page', async () => {
    const { page } = suite;
    await signInAsAdmin(page);
    const status = await call(page, 'GET', '/api/gmail/status');
    expect(status).toMatchObject({ status: 200, body: { configured: false, notConfigured: NOT_CONFIGURED, step: 1 } });
    expect(await call(page, 'GET', '/api/gmail/auth-url')).toEqual({ status: 409, body: { error: NOT_CONFIGURED } });
    expect(await call(page, 'GET', '/api/gmail/test')).toEqual({ status: 200, body: { success: false, message: NOT_CONFIGURED } });
    expect(await call(page, 'POST', '/api/gmail/check-emails')).toEqual({ status: 409, body: { error: NOT_CONFIGURED } });
    const callback = await page.goto('/api/gmail/callback?code=4%2Fcode&state=forged.state');
    expect(callback?.status()).toBe(403);
    await page.getByRole('heading', { name: 'Gmail was not connected' }).waitFor();
    expect(suite.foreignRequests).toEqual([]);
  });

  it('shows the Gmail forwarding wizard in the Webhook Setup tab, after the webhook, at step 1 and saying what to set', async () => {
    const { page } = suite;
    await signInAsAdmin(page, '/admin?tab=webhook-setup');
    const panel = page.getByRole('tabpanel', { name: 'Webhook Setup' });
    await panel.getByText(`${NOT_CONFIGURED}, then restart the app.`).waitFor();
    // The webhook's own cards come first: the Gmail card is the alternative to them.
    const headings = await panel.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings.at(-1)).toBe('Gmail forwarding');
    expect(headings.length).toBeGreaterThan(1);
    // Step 1 is the only one whose button works.
    expect(await panel.getByRole('button', { name: 'Mark Complete' }).isEnabled()).toBe(true);
    expect(await panel.getByRole('button', { name: 'Authorize Gmail' }).isDisabled()).toBe(true);
    expect(suite.pageErrors).toEqual([]);
    expect(suite.foreignRequests).toEqual([]);
  });

  it('shows the pixel Inactive and not configured, with nothing to load', async () => {
    const { page } = suite;
    await openPixelTab(page);
    expect(await dashboardTab(page, 'Meta Pixel').getAttribute('aria-selected')).toBe('true');
    await page.getByText('Not configured: set META_PIXEL_ID and restart the app').waitFor();
    expect(await pixelStatus(page).textContent()).toBe('Status: Inactive');
    expect(await page.getByRole('button', { name: 'Load Pixel Here' }).isDisabled()).toBe(true);
    expect(suite.foreignRequests).toEqual([]);
  });
});

describeInBrowser('the Meta Pixel tab with META_PIXEL_ID set', () => {
  const suite = useBrowserSuite({ variables: { META_PIXEL_ID: PIXEL_ID } });

  it('asks nothing of Meta until the admin loads the pixel, then goes from Checking to Active, revoked so it sends nothing', async () => {
    const { page } = suite;
    await answerAsMeta(page);
    await openPixelTab(page);
    await page.getByText(PIXEL_ID).waitFor();
    await pixelStatus(page).getByText('Inactive').waitFor();
    expect(suite.foreignRequests).toEqual([]);

    await page.getByRole('button', { name: 'Load Pixel Here' }).click();
    await pixelStatus(page).getByText('Checking').waitFor();
    // Re-checked every 5 seconds: Active at the next check after Meta's script answered.
    await pixelStatus(page).getByText('Active').waitFor({ timeout: 12_000 });
    expect(suite.foreignRequests).toEqual([PIXEL_SCRIPT]);
    const queued = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue.slice(0, 2));
    expect(queued).toEqual([
      ['consent', 'revoke'],
      ['init', PIXEL_ID],
    ]);
    expect(await page.getByRole('tabpanel').getByRole('alert').count()).toBe(0);
  });

  it('asks to refresh the page when the pixel cannot load', async () => {
    const { page } = suite;
    await page.route(PIXEL_SCRIPT, (route) => route.abort());
    await openPixelTab(page);
    await page.getByRole('button', { name: 'Load Pixel Here' }).click();
    const alert = page.getByRole('tabpanel').getByRole('alert');
    await alert.waitFor({ timeout: 12_000 });
    expect(await alert.textContent()).toContain('Please refresh the page to load it again.');
    expect(await pixelStatus(page).textContent()).toBe('Status: Inactive');
  });

  it('shows Active at once where the visitor consent loaded the pixel, as on the public site', async () => {
    const { page } = suite;
    await answerAsMeta(page);
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'all'));
    // Signed in without the banner: this browser has already chosen.
    await page.goto('/admin?tab=meta-pixel');
    await page.waitForURL('**/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await pixelStatus(page).getByText('Active').waitFor({ timeout: 12_000 });
    await page.getByText('Accept All: the pixel loads on every page in this browser').waitFor();
    expect(await page.getByRole('button', { name: 'Load Pixel Here' }).isDisabled()).toBe(true);
  });
});

import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { adminPanel, signInAsAdmin } from './support/admin.js';
import { toastWithTitle } from './support/app-pages.js';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { describeInBrowser } from './support/browser.js';
import { type MetaStandIn, STAND_IN, startMetaStandIn } from './support/meta-stand-in.js';
import { dismissCookieBanner, useBrowserSuite } from './support/suite.js';

const SOCIAL_TAB = '/admin?tab=facebook-setup';

const card = (page: Page, title: string) => page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: title, level: 3 }) });
const testRow = (page: Page, title: string, label: string) => page.getByRole('list', { name: `${title} results` }).getByRole('listitem').filter({ hasText: label });

/** The wizard's and the Threads setup's first and second steps, with a value pasted into the field. */
const paste = async (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

describeInBrowser('the Social Media tab without the Meta apps configured', () => {
  const suite = useBrowserSuite();

  it('names the settings to set, and words every refusal as the spec does', async () => {
    const { page } = suite;
    await signInAsAdmin(page, SOCIAL_TAB);
    await adminPanel('facebook-setup').ready(page);
    const facebook = page.getByRole('region', { name: 'Facebook page' });
    await facebook.getByText('Not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET on the server.').waitFor();
    await page.getByRole('region', { name: 'Threads account' }).getByText('Not configured: set THREADS_APP_ID and THREADS_APP_SECRET on the server.').waitFor();

    // Section 5, checked in the page before anything is sent.
    const wizard = card(page, 'Facebook page token');
    await wizard.getByRole('button', { name: 'Convert to Long-Lived Token' }).click();
    await toastWithTitle(page, 'Missing Token').getByText('Please enter your short-lived Facebook access token').waitFor();
    expect(await page.getByLabel('Short-lived user access token').evaluate((field) => field === document.activeElement)).toBe(true);
    const threads = card(page, 'Threads setup');
    await threads.getByRole('button', { name: 'Exchange Code' }).click();
    await toastWithTitle(page, 'Missing Code').waitFor();
    await threads.getByRole('button', { name: 'Convert to Long-Lived Token' }).click();
    await toastWithTitle(page, 'Missing Token').getByText('Please exchange authorization code first').waitFor();

    // Section 8, with the server's honest reason.
    await paste(page, 'Short-lived user access token', 'EAAshort-lived');
    await wizard.getByRole('button', { name: 'Convert to Long-Lived Token' }).click();
    await toastWithTitle(page, 'Conversion Failed').getByText('Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET').waitFor();
    await threads.getByRole('button', { name: 'Generate Authorization URL' }).click();
    const authFailure = toastWithTitle(page, 'Error');
    await authFailure.getByText('Failed to generate authorization URL').waitFor();
    await authFailure.getByText('Threads is not configured: set THREADS_APP_ID and THREADS_APP_SECRET').waitFor();

    // The tests run, each Failed with 'Error: {message}', and an alert says some failed.
    const tests = card(page, 'Facebook API tests');
    await tests.getByRole('button', { name: 'Run All Tests' }).click();
    await tests.getByRole('alert').getByText('Some API tests failed').waitFor();
    await page.waitForFunction(() => !document.body.textContent?.includes('Running...'));
    expect(await testRow(page, 'Facebook API tests', 'Page connection').textContent()).toContain('Error: Facebook is not configured: set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET');
    expect(await page.getByRole('list', { name: 'Facebook API tests results' }).getByText('Failed', { exact: true }).count()).toBe(6);
    expect(suite.foreignRequests).toEqual([]);
    expect(suite.pageErrors).toEqual([]);
  });

  it("is where the OAuth callback's Go to Admin Panel leads", async () => {
    const { page } = suite;
    await page.goto('/oauth/callback?code=AQBcode-from-threads');
    await dismissCookieBanner(page);
    await page.getByRole('heading', { name: 'Authorization Successful!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Admin Panel' }).click();
    await page.waitForURL('**/admin/login**');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('tab', { name: 'Social Media', selected: true }).waitFor();
    await card(page, 'Threads setup').getByLabel('Authorization code').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('facebook-setup');
  });
});

describeInBrowser('the Social Media tab against a stand-in for Meta (FACEBOOK_GRAPH_URL, THREADS_GRAPH_URL)', () => {
  let meta: MetaStandIn;
  const variables: Record<string, string> = {};
  // Registered before the suite's own hooks, so the server starts with the stand-in's address.
  beforeAll(async () => {
    meta = await startMetaStandIn();
    Object.assign(variables, {
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'facebook-app-secret-for-browser-tests',
      FACEBOOK_GRAPH_URL: `${meta.url}/facebook`,
      THREADS_APP_ID: '9876543210',
      THREADS_APP_SECRET: 'threads-app-secret-for-browser-tests',
      THREADS_GRAPH_URL: `${meta.url}/threads`,
    });
  });
  const suite = useBrowserSuite({ variables });
  afterAll(() => meta.stop());

  it('connects a page through the wizard, publishes its test post 2 s after the update, and runs the Facebook tests', async () => {
    const { page } = suite;
    await signInAsAdmin(page, SOCIAL_TAB);
    await adminPanel('facebook-setup').ready(page);
    const wizard = card(page, 'Facebook page token');
    await paste(page, 'Short-lived user access token', 'EAAshort-lived');
    await wizard.getByRole('button', { name: 'Convert to Long-Lived Token' }).click();
    await wizard.getByText(/^Long-lived token ••••51b0, valid until .+ \(60 days\)\.$/).waitFor();
    await wizard.getByRole('button', { name: 'Get Page Tokens' }).click();
    const updated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/facebook/update-token');
    const testPost = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/facebook/test-posting');
    await wizard.getByRole('button', { name: `Use this page: ${STAND_IN.page.name}` }).click();
    await updated;
    const updatedAt = Date.now();
    await testPost;
    expect(Date.now() - updatedAt).toBeGreaterThanOrEqual(1900);
    await wizard.getByText(/^The test post is published on the Facebook page \(post 111_\d+\)\.$/).waitFor();

    const facebook = page.getByRole('region', { name: 'Facebook page' });
    await facebook.getByText('Connected', { exact: true }).waitFor();
    await facebook.getByText('••••7af3').waitFor();
    await facebook.getByText(/^Test post, published/).waitFor();
    // The stored token never comes back: neither the status nor the page holds more than its last characters.
    const status = await page.evaluate(async () => (await fetch('/api/social/accounts')).text());
    expect(status).not.toContain(STAND_IN.page.token);
    expect(await page.content()).not.toContain(STAND_IN.page.token);
    expect(meta.calls.filter((call) => call.path === '/facebook/v25.0/111/feed').map((call) => call.parameters['access_token'])).toEqual([STAND_IN.page.token]);

    // The stand-in grants neither read_insights nor business_management: those two fail, the rest pass.
    const tests = card(page, 'Facebook API tests');
    await tests.getByRole('button', { name: 'Run All Tests' }).click();
    await testRow(page, 'Facebook API tests', 'Test post').getByText('Passed').waitFor();
    await tests.getByRole('alert').waitFor();
    expect(await testRow(page, 'Facebook API tests', 'Permission read_insights').textContent()).toContain('Error: The read_insights permission is not granted');
    expect(await testRow(page, 'Facebook API tests', 'Page connection').textContent()).toContain('Passed');
    expect(await testRow(page, 'Facebook API tests', 'Test post').textContent()).toContain('already on the Facebook page: it was not posted again');
    expect(meta.calls.filter((call) => call.path === '/facebook/v25.0/111/feed')).toHaveLength(1);
    expect(suite.foreignRequests).toEqual([]);
  });

  it('connects the Threads account from the code, shows the stored token masked, and disconnects both accounts', async () => {
    const { page } = suite;
    await signInAsAdmin(page, SOCIAL_TAB);
    await adminPanel('facebook-setup').ready(page);
    const threads = card(page, 'Threads setup');
    await threads.getByRole('button', { name: 'Generate Authorization URL' }).click();
    const link = threads.getByRole('link', { name: /Open the Threads authorization window/ });
    const authUrl = new URL((await link.getAttribute('href')) ?? '');
    expect(authUrl.searchParams.get('redirect_uri')).toBe(`${suite.server.baseUrl}/oauth/callback`);
    await paste(page, 'Authorization code', 'AQBcode-from-threads#_');
    await threads.getByRole('button', { name: 'Exchange Code' }).click();
    await threads.getByText(/Short-lived token received for Threads user 1784/).waitFor();
    expect(meta.calls.find((call) => call.path === '/threads/oauth/access_token')?.parameters['code']).toBe('AQBcode-from-threads');
    await threads.getByRole('button', { name: 'Convert to Long-Lived Token' }).click();
    await threads.getByText(/^Long-lived token ••••9c2e stored\./).waitFor();
    const account = page.getByRole('region', { name: 'Threads account' });
    await account.getByText('@ainavigator').waitFor();
    expect(await page.content()).not.toContain(STAND_IN.threads.longToken);

    for (const [region, kind] of [
      ['Threads account', 'Threads account'],
      ['Facebook page', 'Facebook page'],
    ] as const) {
      await page.getByRole('button', { name: `Disconnect ${kind}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
      await page.getByRole('region', { name: region }).getByText('Not connected').waitFor();
    }
    await card(page, 'Threads API tests').getByRole('button', { name: 'Run: Account connection' }).click();
    await testRow(page, 'Threads API tests', 'Account connection').getByText(/Error: No Threads account is connected/).waitFor();
  });

  it('fits a tablet at 820 px', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 820, height: 1180 });
    await signInAsAdmin(page, SOCIAL_TAB);
    await adminPanel('facebook-setup').ready(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
  });
});

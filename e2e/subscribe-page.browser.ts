import { expect, it } from '@jest/globals';
import { E2E_ADMIN_PASSWORD } from './support/app-server.js';
import { subscribeOnDedicatedPage, subscribersAsAdmin, toastWithTitle } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, uniqueEmail, useBrowserSuite } from './support/suite.js';

describeInBrowser('dedicated subscribe page', () => {
  const suite = useBrowserSuite();

  it('carries the utm values and conversion=newsletter_signup to the success page', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('campaign');
    await page.goto('/subscribe?utm_source=x&utm_medium=y&utm_campaign=z');
    await dismissCookieBanner(page);

    const referral = page.getByRole('region', { name: 'Referral tracking' });
    await referral.waitFor();
    expect(await referral.textContent()).toMatch(/Source\s*x.*Medium\s*y.*Campaign\s*z/s);

    await subscribeOnDedicatedPage(page, email, 'AI Code Assistants');

    await page.getByText("You're subscribed!").waitFor();
    await page.waitForURL((url) => url.pathname === '/subscribe/success');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ utm_source: 'x', utm_medium: 'y', utm_campaign: 'z', conversion: 'newsletter_signup' });
    await page.getByRole('heading', { name: 'Welcome to AI Navigator!' }).waitFor();
    expect(await page.getByRole('region', { name: 'Conversion tracked' }).textContent()).toContain('Conversion: newsletter_signup');

    const row = (await subscribersAsAdmin(server.baseUrl, E2E_ADMIN_PASSWORD)).find((subscriber) => subscriber.email === email);
    expect(row).toMatchObject({ source: 'dedicated_page', utmSource: 'x', utmMedium: 'y', utmCampaign: 'z' });
  });

  it("refuses a signup without an interest with 'Missing Information' and stays on the page", async () => {
    const { page } = suite;
    await page.goto('/subscribe');
    await dismissCookieBanner(page);
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    await form.getByLabel('Email address').fill(uniqueEmail('no-interest'));
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await toastWithTitle(page, 'Missing Information').waitFor();
    expect(await toastWithTitle(page, 'Missing Information').textContent()).toContain('Please enter your email and select at least one interest.');
    expect(new URL(page.url()).pathname).toBe('/subscribe');
  });
});

describeInBrowser('dedicated subscribe page with double opt-in (DOUBLE_OPT_IN=true)', () => {
  const suite = useBrowserSuite({ variables: { DOUBLE_OPT_IN: 'true' } });

  it('asks the new subscriber to confirm from their inbox, as the mail sent says, instead of welcoming them', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('confirm-first');
    await page.goto('/subscribe?utm_source=fb&utm_medium=cpc&utm_campaign=x');
    await dismissCookieBanner(page);
    await subscribeOnDedicatedPage(page, email, 'AI Marketing');

    await page.waitForURL((url) => url.pathname === '/subscribe/success');
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Check your inbox to confirm your subscription');
    expect(main).not.toContain("You're subscribed");
    expect(main).not.toMatch(/welcome email is on its way/i);
    await server.waitForMail(email, /confirm/i);
    const row = (await subscribersAsAdmin(server.baseUrl, E2E_ADMIN_PASSWORD)).find((subscriber) => subscriber.email === email);
    expect(row?.status).toBe('pending');
  });
});

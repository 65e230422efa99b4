import { expect, it } from '@jest/globals';
import { linkFromMail } from './support/app-server.js';
import { subscribeThroughApi } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { dismissCookieBanner, uniqueEmail, useBrowserSuite } from './support/suite.js';

describeInBrowser('unsubscribe and data deletion', () => {
  const suite = useBrowserSuite();

  it('unsubscribes with the emailed token link and shows the confirmation', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('leaving');
    await subscribeThroughApi(server.baseUrl, email);

    // Without a link the page only promises an email: nobody can unsubscribe someone else.
    await page.goto('/unsubscribe');
    await dismissCookieBanner(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByText("If this address is subscribed, we've sent a link to confirm unsubscribing.").waitFor();

    const mail = await server.waitForMail(email, /\/unsubscribe\?/);
    await page.goto(linkFromMail(mail, `${server.baseUrl}/unsubscribe`));
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
    await page.getByText("You're unsubscribed").waitFor();
    await page.getByText('You have been unsubscribed. We are sorry to see you go.').waitFor();
    // Nothing is left to update: only the way home is offered.
    expect(await page.getByRole('link', { name: 'Update preferences instead' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
  });

  it("keeps the address of the emailed unsubscribe link after a reload, and 'Update preferences instead' opens the preferences", async () => {
    const { page, server } = suite;
    const email = uniqueEmail('reloading');
    await subscribeThroughApi(server.baseUrl, email);
    // The welcome email's Unsubscribe link, signed.
    const welcome = await server.waitForMail(email, /\/unsubscribe\?/);

    await page.goto(linkFromMail(welcome, `${server.baseUrl}/unsubscribe`));
    await dismissCookieBanner(page);
    await page.reload();
    const field = page.getByLabel('Email address');
    // The address comes from the history state, once the page is hydrated.
    await page.waitForFunction((address) => (document.getElementById('unsubscribe-email') as HTMLInputElement | null)?.value === address, email);
    expect(new URL(page.url()).search).toBe('');
    expect(await field.inputValue()).toBe(email);
    await page.getByRole('link', { name: 'Update preferences instead' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
  });

  it("opens the mail's one-click unsubscribe link on a page that declares the site's icon, which the browser loads", async () => {
    const { page, server } = suite;
    const email = uniqueEmail('one-click');
    await subscribeThroughApi(server.baseUrl, email);
    const welcome = await server.waitForMail(email, /\/unsubscribe\?/);
    const oneClick = welcome.headers['list-unsubscribe']!.slice(1, -1);
    // The browser asks for the declared icon once the page has loaded (headless Chromium asks for no /favicon.ico by itself).
    const icon = page.waitForRequest((request) => /^\/favicon\.\w+$/.test(new URL(request.url()).pathname), { timeout: 10_000 });
    await page.goto(oneClick);
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    const asked = await icon;
    expect(new URL(asked.url()).pathname).toBe('/favicon.svg');
    expect((await asked.response())?.status()).toBe(200);
  });

  it('erases the data after the emailed confirmation link is opened', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('erase');
    const token = await subscribeThroughApi(server.baseUrl, email);

    await page.goto('/data-deletion');
    await dismissCookieBanner(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Reason (optional)').fill('I no longer use the newsletter');
    await page.getByRole('button', { name: 'Request Data Deletion' }).click();
    await page.getByText('Request submitted').waitFor();

    const mail = await server.waitForMail(email, /\/data-deletion\?token=/);
    const link = linkFromMail(mail, `${server.baseUrl}/data-deletion?token=`);
    await page.goto(link);
    // Opening the link erases nothing (mail scanners open links too): the person confirms.
    await page.getByRole('button', { name: 'Yes, erase my data' }).waitFor();
    const stillThere = await fetch(`${server.baseUrl}/api/subscribers/email/${encodeURIComponent(email)}`, { headers: { 'X-Subscriber-Token': token } });
    expect(stillThere.ok).toBe(true);
    // The token left the address bar before any tag could read it.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await page.getByRole('heading', { name: 'Your data has been erased' }).waitFor();

    // The subscriber's own signed link no longer opens anything.
    const preferences = await fetch(`${server.baseUrl}/api/subscribers/email/${encodeURIComponent(email)}`, {
      headers: { 'X-Subscriber-Token': token },
    });
    expect(preferences.ok).toBe(false);

    // The link is single-use: using it again says the erasure is already done.
    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, erase my data' }).click();
    await page.getByText('This deletion was already confirmed, so there is nothing left to erase.').waitFor();
    expect(await page.getByRole('heading', { name: 'We could not confirm the deletion' }).count()).toBe(0);
  });
});

import { readFile } from 'node:fs/promises';
import { expect, it } from '@jest/globals';
import { pdfText } from '../backend/src/features/catalogue/testing/pdf-text.js';
import { linkFromMail } from './support/app-server.js';
import { requestPreferencesLinkThroughApi, subscribeOnDedicatedPage, subscribeThroughApi } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { blockThirdParties, taggedData } from './support/tags.js';
import { dismissCookieBanner, uniqueEmail, useBrowserSuite } from './support/suite.js';

const ANALYTICS_ID = 'G-E2ETEST1';
const PIXEL_ID = '998877665544';


describeInBrowser('tracked URLs without personal data (item 2), with analytics and pixel ids configured', () => {
  const suite = useBrowserSuite({ variables: { GA_MEASUREMENT_ID: ANALYTICS_ID, META_PIXEL_ID: PIXEL_ID } });

  it('takes the address and token of an emailed link out of the URL before the tags see it, and sends them neither', async () => {
    const { page, server, foreignRequests } = suite;
    const email = uniqueEmail('tracked');
    await subscribeThroughApi(server.baseUrl, email);
    await blockThirdParties(page, server.baseUrl);
    await page.goto('/');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All Cookies' }).click();

    await requestPreferencesLinkThroughApi(server.baseUrl, email);
    const mail = await server.waitForMail(email, /\/subscribe\/preferences\?/);
    const link = linkFromMail(mail, `${server.baseUrl}/subscribe/preferences`);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    await page.goto(link);
    // The link still works: the form opens for that address.
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(new URL(page.url()).search).toBe('');

    const sent = JSON.stringify(await taggedData(page));
    expect(sent).toContain(ANALYTICS_ID);
    expect(sent).toContain(PIXEL_ID);
    expect(sent).toContain('page_view');
    expect(sent).toContain(`${server.baseUrl}/subscribe/preferences`);
    for (const secret of [email, encodeURIComponent(email), token, 'email=', 'token=']) expect(sent).not.toContain(secret);
    // And nothing that left for another host carried them either.
    expect(foreignRequests.length).toBeGreaterThan(0);
    for (const request of foreignRequests) for (const secret of [email, encodeURIComponent(email), token]) expect(request).not.toContain(secret);

    // A reload keeps the form working from the history entry, still without the values in the URL.
    await page.reload();
    await page.getByRole('button', { name: 'Save Preferences' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describeInBrowser('existing subscribers and the guide (items 3, 4 and 5)', () => {
  const suite = useBrowserSuite();

  it('sends an existing subscriber who asks for the guide the guide, as a PDF behind a signed link', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('guide-again');
    await subscribeThroughApi(server.baseUrl, email);
    await page.goto('/');
    await dismissCookieBanner(page);
    await page.getByLabel('Email for the guide').fill(email);
    await page.getByRole('button', { name: 'Get Free Guide' }).click();
    await page.getByRole('heading', { name: 'Guide Sent Successfully!' }).waitFor();
    expect(await page.getByText('Email already subscribed').count()).toBe(0);

    const mail = await server.waitForMail(email, /\/api\/guide\/download\?token=/);
    // The download link is the guide itself (not the /ai-tools-guide page), right under the greeting.
    expect(mail.text).toMatch(/\(PDF\):\s*\S+\/api\/guide\/download\?token=/);
    const downloadLink = linkFromMail(mail, `${server.baseUrl}/api/guide/download`);

    // Opened as a visitor would, from a link: the browser saves the PDF.
    const downloading = page.waitForEvent('download');
    await page.evaluate((href) => {
      const anchor = document.createElement('a');
      anchor.href = href;
      document.body.appendChild(anchor);
      anchor.click();
    }, downloadLink);
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('ultimate-ai-tools-guide-2025.pdf');
    const pdf = await readFile((await download.path()) ?? '');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    const guide = (await (await fetch(`${server.baseUrl}/api/guide`)).json()) as { categories: { name: string; tools: { name: string; implementationTime: string; learningCurve: string }[] }[] };
    for (const category of guide.categories) {
      expect(text).toContain(category.name);
      for (const tool of category.tools) expect(text).toContain(tool.name);
    }
    expect(text).toContain('Implementation Strategies');

    const forged = await fetch(`${downloadLink}x`);
    expect(forged.status).toBe(403);
  });

  it("on /subscribe, an existing subscriber takes the 'Welcome back!' path and is emailed a secure link", async () => {
    const { page, server } = suite;
    const email = uniqueEmail('subscribe-again');
    await subscribeThroughApi(server.baseUrl, email);
    await page.goto('/subscribe');
    await dismissCookieBanner(page);
    await subscribeOnDedicatedPage(page, email, 'AI Code Assistants');
    await page.getByRole('region', { name: /^Notifications/ }).getByText('Welcome back!').waitFor();
    expect(await page.getByText('Subscription Failed').count()).toBe(0);
    await page.getByRole('heading', { name: "We've emailed you a link to change your preferences" }).waitFor();
    await server.waitForMail(email, /\/subscribe\/preferences\?email=/);
  });

  it('tells someone who unsubscribed and opens an old preferences link that they unsubscribed, with a way back', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('left');
    const token = await subscribeThroughApi(server.baseUrl, email);
    await requestPreferencesLinkThroughApi(server.baseUrl, email);
    const mail = await server.waitForMail(email, /\/subscribe\/preferences\?/);
    const gone = await fetch(`${server.baseUrl}/api/unsubscribe/${encodeURIComponent(email)}`, { method: 'DELETE', headers: { 'X-Subscriber-Token': token } });
    expect(gone.status).toBe(200);

    await page.goto(linkFromMail(mail, `${server.baseUrl}/subscribe/preferences`));
    await dismissCookieBanner(page);
    await page.getByRole('heading', { name: "You've unsubscribed" }).waitFor();
    await page.getByRole('link', { name: 'Subscribe again' }).click();
    await page.waitForURL((url) => url.pathname === '/subscribe');
    // The address the link named comes along, filled in, and stays out of the URL.
    const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
    expect(await form.getByLabel('Email address').inputValue()).toBe(email);
    expect(new URL(page.url()).search).toBe('');
    await form.getByRole('checkbox', { name: 'AI Writing Tools' }).click();
    await form.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByText("You're subscribed!").waitFor();
  });
});

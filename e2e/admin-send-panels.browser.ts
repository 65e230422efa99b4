import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dashboardTab, signInAsAdmin } from './support/admin.js';
import { subscribeThroughApi, toastWithTitle } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { uniqueEmail, useBrowserSuite } from './support/suite.js';

/** In the Subscribers tab: finds the address and ticks it, as the send panels ask the admin to. */
const pickRecipient = async (page: Page, email: string) => {
  await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
  await page.getByRole('searchbox', { name: 'Search by email address' }).fill(email);
  await page.getByRole('checkbox', { name: `Select ${email}` }).click();
  await page.getByText('1 recipient selected for sending').waitFor();
};

/** By role: once sent, the campaign's progress bar is labelled with the subject too. */
const subjectField = (page: Page) => page.getByRole('textbox', { name: 'Subject' });

describeInBrowser('the send panels keep their work while the admin picks recipients', () => {
  const suite = useBrowserSuite();

  it('AI email writer: preview, pick recipients by the link, Back, and the previewed email is sent', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('ai-writer');
    await subscribeThroughApi(server.baseUrl, email);
    await signInAsAdmin(page, '/admin?tab=ai-email');
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Daily' }).click();
    const interests = page.getByRole('group', { name: 'Interests' });
    await interests.getByRole('checkbox', { name: 'business' }).click();
    await page.getByLabel('Description').fill('My custom description');
    await page.getByRole('button', { name: 'Preview Email' }).click();
    const preview = page.getByRole('region', { name: 'Email preview' });
    const subject = await preview.getByRole('heading').innerText();
    // The email as subscribers will see it: the server's layout, its light markup turned into formatting.
    const rendered = preview.frameLocator(`iframe[title="Email preview: ${subject}"]`);
    await rendered.locator('table[width="600"]').waitFor();
    expect(await rendered.locator('body').innerText()).not.toContain('**');

    await page.getByRole('link', { name: 'Pick recipients in the Subscribers tab' }).click();
    await pickRecipient(page, email);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'ai-email');

    await preview.getByRole('heading', { name: subject }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Frequency' }).innerText()).toContain('Daily');
    expect(await interests.getByRole('checkbox', { name: 'business' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Description').inputValue()).toBe('My custom description');
    await page.getByRole('button', { name: 'Send to 1 recipient' }).click();
    await page.getByRole('alertdialog', { name: 'Send to 1 recipient?' }).getByRole('button', { name: 'Send Now' }).click();
    await toastWithTitle(page, 'Email sent successfully').waitFor();
    // Sent: the writer starts afresh.
    await page.getByText('The AI-written email appears here after a preview.').waitFor();
    // And the recipients sent to are no longer picked, so the next email is not one click from them.
    await page.getByText('0 recipients selected.', { exact: false }).waitFor();

    // The send answered once every recipient had an outcome: the mail is in the outbox, beside the welcome mail.
    const mails = (await server.readOutbox()).filter((mail) => mail.headers.to === email && mail.headers.subject === subject);
    expect(mails).toHaveLength(1);
    expect(suite.pageErrors).toEqual([]);
  });

  it('manual campaign: the typed text survives a reload and a visit to the Subscribers tab, and is sent', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('manual-campaign');
    await subscribeThroughApi(server.baseUrl, email);
    await signInAsAdmin(page, '/admin?tab=content');
    await subjectField(page).fill('Typed subject');
    await page.getByLabel('Content').fill('Typed content');
    // A reload keeps the text (the tab's sessionStorage), not the recipients (never stored in the browser).
    await page.reload();
    await page.getByText('0 recipients selected.', { exact: false }).waitFor();
    expect(await subjectField(page).inputValue()).toBe('Typed subject');

    await page.getByRole('link', { name: 'Pick recipients in the Subscribers tab' }).click();
    await pickRecipient(page, email);
    await dashboardTab(page, 'Email Campaigns').click();
    expect(await subjectField(page).inputValue()).toBe('Typed subject');
    expect(await page.getByLabel('Content').inputValue()).toBe('Typed content');
    await page.getByRole('button', { name: 'Send to 1 recipient' }).click();
    await page.getByRole('alertdialog', { name: 'Send to 1 recipient?' }).getByRole('button', { name: 'Send Now' }).click();
    await toastWithTitle(page, 'Email sent successfully').waitFor();
    expect(await subjectField(page).inputValue()).toBe('');

    const mail = await server.waitForMail(email, /Typed content/);
    expect(mail.headers.subject).toBe('Typed subject');
    // Sent and emptied: a reload brings nothing back.
    await page.reload();
    await subjectField(page).waitFor();
    expect(await page.getByLabel('Content').inputValue()).toBe('');
    expect(suite.pageErrors).toEqual([]);
  });
});

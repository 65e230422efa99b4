import { expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dashboardTab, signInAsAdmin } from './support/admin.js';
import { toastWithTitle } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { uniqueEmail, useBrowserSuite } from './support/suite.js';

const SECRET = 'browser-tests-inbound-webhook-secret';

/** The inbox's message titled `subject`. */
const messageOf = (page: Page, subject: string) => page.getByRole('article', { name: subject });

/** Posts a mail to the inbound webhook as the mail provider would, with the shared secret. */
const postInboundMail = async (baseUrl: string, data: { id: string; from: string; subject: string; text: string }) => {
  const response = await fetch(`${baseUrl}/api/webhooks/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
    body: JSON.stringify({ type: 'email.received', data }),
  });
  if (response.status !== 200) throw new Error(`The inbound webhook answered ${response.status}: ${await response.text()}`);
};

describeInBrowser('operator contact inbox and webhook setup', () => {
  const suite = useBrowserSuite({ variables: { INBOUND_EMAIL_WEBHOOK_SECRET: SECRET } });

  it('shows a message sent through the contact form unread; the admin marks it read, replies by mail, and sees it replied with its history', async () => {
    const { page, server } = suite;
    const email = uniqueEmail('visitor');
    const subject = `Which tool for podcasts? ${Date.now()}`;
    // Signing in first dismisses the cookie banner; the form is the public one all the same.
    await signInAsAdmin(page);
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Vera Visitor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('I record a weekly podcast and need transcripts.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Message sent!' }).waitFor();

    await page.goto('/admin?tab=contact-messages');
    const message = messageOf(page, subject);
    await message.getByText('Status: Unread').waitFor();
    expect(await message.innerText()).toContain(`Vera Visitor <${email}>`);
    expect(await message.innerText()).toContain('via the contact form');
    await page.getByText(/^[1-9]\d* unread, /).waitFor();

    await message.getByRole('button', { name: 'Mark Read' }).click();
    await message.getByText('Status: Read').waitFor();
    expect(await message.getByRole('button', { name: 'Mark Read' }).count()).toBe(0);

    await message.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Vera Visitor' });
    await dialog.getByLabel('Your reply').fill('Try the transcription tools in the audio category.');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await toastWithTitle(page, 'Reply sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await message.getByText('Status: Replied').waitFor();
    expect(await message.getByRole('region', { name: `Replies to ${subject}` }).innerText()).toContain('Try the transcription tools in the audio category.');

    const mail = await server.waitForMail(email, /Try the transcription tools in the audio category\./);
    expect(mail.headers.subject).toBe(`Re: ${subject}`);

    await message.getByRole('button', { name: `History of ${subject}` }).click();
    const entries = page.getByRole('dialog', { name: subject }).getByRole('list', { name: 'History' }).getByRole('listitem');
    await entries.nth(2).waitFor();
    expect(await entries.allInnerTexts()).toEqual([expect.stringMatching(/^Replied\s+admin/), expect.stringMatching(/^Marked read\s+admin/), expect.stringMatching(/^Received\s+visitor/)]);
    await page.keyboard.press('Escape');

    // At a tablet's width the message, its replies and its actions fit the page: nothing scrolls sideways.
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    const historyButton = await message.getByRole('button', { name: `History of ${subject}` }).boundingBox();
    expect(historyButton!.x + historyButton!.width).toBeLessThanOrEqual(820);

    // A reload keeps the tab, and what the server holds.
    await page.reload();
    expect(await dashboardTab(page, 'Contact Messages').getAttribute('aria-selected')).toBe('true');
    await messageOf(page, subject).getByText('Status: Replied').waitFor();
    expect(suite.pageErrors).toEqual([]);
  });

  it('shows a mail posted to the webhook with its priority, and counts it in Webhook Setup', async () => {
    const { page, server } = suite;
    const subject = `URGENT: cannot open the guide ${Date.now()}`;
    await postInboundMail(server.baseUrl, {
      id: `browser-${Date.now()}`,
      from: `Walt Webhook <${uniqueEmail('webhook')}>`,
      subject,
      text: 'The download link says expired.\n\nOn Mon, 2 Jun 2025, AI Navigator wrote:\n> Here is your guide',
    });

    await signInAsAdmin(page, '/admin?tab=contact-messages');
    const message = messageOf(page, subject);
    await message.waitFor();
    const text = await message.innerText();
    expect(await message.locator('[data-priority]').textContent()).toBe('urgent priority');
    expect(text).toContain('via email');
    expect(text).toContain('The download link says expired.');
    expect(text).not.toContain('Here is your guide');

    await dashboardTab(page, 'Webhook Setup').click();
    await page.getByText('Secret configured').waitFor();
    await page.locator('code', { hasText: `${server.baseUrl}/api/webhooks/email` }).waitFor();
    const received = page.getByText('Mails received').locator('+ dd');
    expect(Number(await received.innerText())).toBeGreaterThanOrEqual(1);
    await page.getByRole('link', { name: 'Contact Messages tab' }).click();
    await message.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('contact-messages');
  });

  it('composes a mail from a template and sends it', async () => {
    const { page, server } = suite;
    const to = uniqueEmail('compose');
    await signInAsAdmin(page, '/admin?tab=contact-messages');
    await page.getByRole('button', { name: 'Compose', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Compose email' });
    await dialog.getByLabel('To').fill(to);
    await dialog.getByRole('button', { name: 'Technical Support' }).click();
    await dialog.getByRole('button', { name: 'Send Email' }).click();
    await toastWithTitle(page, 'Email sent successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const mail = await server.waitForMail(to, /Best regards,\s+The AI Navigator team/);
    expect(mail.headers.subject).toBe('About the problem you reported');
    expect(mail.text).toMatch(/^\s*Hello,/m);
  });
});

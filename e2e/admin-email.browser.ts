import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dashboardTab, signInAsAdmin } from './support/admin.js';
import { toastWithTitle } from './support/app-pages.js';
import { describeInBrowser } from './support/browser.js';
import { useBrowserSuite } from './support/suite.js';

type Draft = { id: string; frequency: string; subject: string; status: string; version: number; estimatedRecipients: number };
type HistoryEntry = { action: string; actor: string; operator: string | null; notes: string | null; revisionRequest: string | null; version: number | null };
type Campaign = { id: string; subject: string; status: string; total: number | null; sent: number; failed: number };

/** An admin call made with the page's own session cookie. */
const adminGet = async <Answer>(page: Page, path: string): Promise<Answer> => {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Answer;
};

/** The daily draft a fresh install writes for tomorrow at start. */
const tomorrowsDailyDraft = async (page: Page) => {
  const drafts = await adminGet<Draft[]>(page, '/api/admin/email-drafts/pending');
  const daily = drafts.find((draft) => draft.frequency === 'daily');
  if (!daily) throw new Error(`No pending daily draft at start; pending: ${JSON.stringify(drafts.map((draft) => draft.id))}`);
  return daily;
};

const historyOf = async (page: Page, id: string) => (await adminGet<{ draft: Draft; entries: HistoryEntry[] }>(page, `/api/admin/email-drafts/${id}/history`));

const draftCard = (page: Page, id: string) => page.locator(`[aria-labelledby="draft-${id}"]`);

/** Opens the review panel on tomorrow's draft, its email rendered in the frame. */
const openDraft = async (page: Page) => {
  await signInAsAdmin(page, '/admin?tab=draft-approval');
  const draft = await tomorrowsDailyDraft(page);
  const card = draftCard(page, draft.id);
  await card.getByRole('heading', { name: draft.subject }).waitFor();
  return { draft, card };
};

describeInBrowser('operator draft approval against the real backend', () => {
  describe('approving', () => {
    const suite = useBrowserSuite();

    it("shows tomorrow's draft as the email will look, and approves it with notes", async () => {
      const { page } = suite;
      const { draft, card } = await openDraft(page);
      const text = await card.innerText();
      // The frequency as its badge shows it (the subject, written anew for each date, need not name it).
      for (const fact of ['Daily', 'pending', 'Estimated recipients', 'Target date', 'Interests']) expect(text).toContain(fact);
      // The server's one layout, 600 px wide, inside the sandboxed frame.
      const email = card.frameLocator(`iframe[title="Email preview: ${draft.subject}"]`);
      await email.locator('table[width="600"]').waitFor();
      expect(await email.locator('body').innerText()).toContain('AI Navigator');

      await card.getByLabel('Notes (optional)').fill('Looks right, send it');
      await card.getByRole('button', { name: 'Approve' }).click();
      await toastWithTitle(page, 'Draft Approved').waitFor();
      await card.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `History of ${draft.id}` }) });
      await row.getByText('approved').waitFor();

      const { draft: stored, entries } = await historyOf(page, draft.id);
      expect(stored.status).toBe('approved');
      expect(entries.at(-1)).toMatchObject({ action: 'approved', actor: 'admin', operator: 'admin', notes: 'Looks right, send it' });
      expect(suite.pageErrors).toEqual([]);
    });
  });

  describe('following a link of the preview', () => {
    const suite = useBrowserSuite();

    it('opens the page in a new tab and leaves the preview in place', async () => {
      const { page } = suite;
      const { draft, card } = await openDraft(page);
      const email = card.frameLocator(`iframe[title="Email preview: ${draft.subject}"]`);
      await email.locator('table[width="600"]').waitFor();
      const [opened] = await Promise.all([page.context().waitForEvent('page'), email.getByRole('link', { name: 'Unsubscribe' }).click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe('/unsubscribe');
      await opened.close();
      // Still the email, not the browser's "refused to connect" page.
      expect(await email.locator('body').innerText()).toContain('AI Navigator');
      await email.locator('table[width="600"]').waitFor();
      expect(suite.pageErrors).toEqual([]);
    });
  });

  describe('rejecting', () => {
    const suite = useBrowserSuite();

    it('rejects the draft with notes; it leaves the review list and its history says who and why', async () => {
      const { page } = suite;
      const { draft, card } = await openDraft(page);
      await card.getByLabel('Notes (optional)').fill('Off topic for our readers');
      await card.getByRole('button', { name: 'Reject' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Reject this draft?' });
      await confirm.getByText(/newsletter will go out on/).waitFor();
      await confirm.getByRole('button', { name: 'Reject Draft' }).click();
      await toastWithTitle(page, 'Draft Rejected').waitFor();
      await card.waitFor({ state: 'detached' });

      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `History of ${draft.id}` }) });
      await row.getByText('rejected').waitFor();
      await row.getByRole('button', { name: `History of ${draft.id}` }).click();
      const timeline = page.getByRole('dialog').getByRole('list', { name: `History of ${draft.id}` });
      await timeline.getByText('Off topic for our readers').waitFor();

      const { draft: stored, entries } = await historyOf(page, draft.id);
      expect(stored.status).toBe('rejected');
      expect(entries.at(-1)).toMatchObject({ action: 'rejected', operator: 'admin', notes: 'Off topic for our readers' });
    });
  });

  describe('revising', () => {
    const suite = useBrowserSuite();

    it('refuses a blank request, then has the AI write version 2, which stays pending with the request in its history', async () => {
      const { page } = suite;
      const { draft, card } = await openDraft(page);
      await card.getByLabel('Revision request').fill('   ');
      await card.getByRole('button', { name: 'Request Revision' }).click();
      await toastWithTitle(page, 'Revision Request Required').waitFor();
      expect((await historyOf(page, draft.id)).draft.version).toBe(1);

      await card.getByLabel('Revision request').fill('Shorter, and lead with the writing tools');
      await card.getByRole('button', { name: 'Request Revision' }).click();
      await toastWithTitle(page, 'Draft Revised').waitFor();
      await card.getByText('version 2', { exact: true }).waitFor();
      const timeline = card.getByRole('list', { name: `History of ${draft.id}` });
      await timeline.getByText('Revised').waitFor();
      await timeline.getByText('Shorter, and lead with the writing tools').waitFor();
      expect(await timeline.getByText(/^Version \d:/).count()).toBe(2);

      const { draft: stored, entries } = await historyOf(page, draft.id);
      expect(stored).toMatchObject({ status: 'pending', version: 2 });
      expect(entries.at(-1)).toMatchObject({ action: 'revised', version: 2, revisionRequest: 'Shorter, and lead with the writing tools' });
    });
  });
});

/** 600 recipients: two batches of the outbox's 500, so the bar has a step between empty and full. */
const RECIPIENTS = 600;

describeInBrowser('operator manual campaign against the real backend', () => {
  // A paced transport (its bucket holds one batch, 500, refilled at 50 a second), so the second
  // batch waits 2 s after the first and the panel's polling (every second) sees the bar between.
  const suite = useBrowserSuite({ variables: { MAIL_RATE_PER_SECOND: '50' } });

  it('sends a campaign to the chosen subscribers; the progress bar moves to the end and each gets one mail', async () => {
    const { page, server } = suite;
    await signInAsAdmin(page, '/admin?tab=users');
    const run = Date.now();
    const addresses = Array.from({ length: RECIPIENTS }, (_, index) => `campaign.${run}.${index}@example.com`);
    const imported = await page.request.post('/api/subscribers/bulk', {
      data: { subscribers: addresses.map((email) => ({ email, frequency: 'weekly', interests: ['business'], source: 'manual-import' })) },
    });
    expect(imported.status()).toBe(201);

    // Pick every subscriber, page by page, as an operator would.
    await page.reload();
    await page.getByText(`${RECIPIENTS.toLocaleString('en-US')} subscribers, newest first.`, { exact: false }).waitFor();
    const next = page.getByRole('navigation', { name: 'Subscriber pages' }).getByRole('button', { name: 'Next' });
    for (;;) {
      await page.getByRole('checkbox', { name: 'Select every active subscriber on this page' }).click();
      if (await next.isDisabled()) break;
      const range = await page.getByRole('navigation', { name: 'Subscriber pages' }).locator('span').first().innerText();
      await next.click();
      await page.waitForFunction((before) => document.querySelector('nav[aria-label="Subscriber pages"] span')?.textContent !== before, range);
    }
    await page.getByText(`${RECIPIENTS} recipients selected for sending`).waitFor();

    await dashboardTab(page, 'Email Campaigns').click();
    const subject = `Spring tools ${run}`;
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Content').fill('# New this spring\n- Three tools for **writers**\n- One for *designers*');
    // Every value the bar takes, so the test sees it move rather than jump to the end.
    await page.evaluate((name) => {
      const seen: string[] = [];
      Object.assign(window, { progressSeen: seen });
      new MutationObserver(() => {
        const bar = [...document.querySelectorAll('[role="progressbar"]')].find((element) => element.getAttribute('aria-label') === name);
        const value = bar?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    }, `Progress of ${subject}`);
    await page.getByRole('button', { name: `Send to ${RECIPIENTS} recipients` }).click();
    await page.getByRole('alertdialog', { name: `Send to ${RECIPIENTS} recipients?` }).getByRole('button', { name: 'Send Now' }).click();
    await toastWithTitle(page, 'Email sent successfully').waitFor({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(subject) }) });
    await row.getByText('completed').waitFor();
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(RECIPIENTS));

    const seen = (await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen)).map(Number);
    expect(seen.at(-1)).toBe(RECIPIENTS);
    expect(seen.some((value) => value > 0 && value < RECIPIENTS)).toBe(true);
    expect([...seen].sort((left, right) => left - right)).toEqual(seen);

    const campaign = (await adminGet<Campaign[]>(page, '/api/admin/campaigns')).find((candidate) => candidate.subject === subject);
    expect(campaign).toMatchObject({ status: 'completed', total: RECIPIENTS, sent: RECIPIENTS, failed: 0 });
    const mails = (await server.readOutbox()).filter((mail) => mail.headers['x-campaign-id'] === campaign?.id);
    expect(mails).toHaveLength(RECIPIENTS);
    expect(new Set(mails.map((mail) => mail.headers.to))).toEqual(new Set(addresses));
    expect(mails[0]?.headers.subject).toBe(subject);
    expect(mails[0]?.text).toContain('Three tools for writers');
    expect(suite.pageErrors).toEqual([]);
  });
});

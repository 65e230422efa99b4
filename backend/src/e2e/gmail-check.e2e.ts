import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpResponse, http } from 'msw';
import type request from 'supertest';
import { contactInboxPageSchema } from '../contract/contact.contract.js';
import { GMAIL_CHECK_JOB, GMAIL_TEXTS } from '../contract/gmail.vocabulary.js';
import type { JobListing } from '../core/jobs/job-definition.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { GMAIL_STREAM } from '../features/gmail/gmail.events.js';
import { GMAIL_API_URL } from '../features/gmail/google/google-client.js';
import { connectGmail, GMAIL_ENVIRONMENT, gmailMessage, statusOf, useGoogle } from './gmail-support.js';
import { startTestApp, type TestApp } from './test-app.js';

const google = useGoogle();
let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp(GMAIL_ENVIRONMENT);
  admin = await app.admin();
});
afterAll(() => app.stop());

const urgent = gmailMessage(
  '18c2f0a9b1d4e5f6',
  '2030-01-01T10:00:00.000Z',
  { From: 'Ada Lovelace <ada@example.com>', To: 'hello@navigator.example', Subject: 'URGENT: the newsletter link is broken' },
  { mimeType: 'text/plain', text: 'The link in today\'s issue 404s.\n\nOn Mon, 5 Jan 2026, AI Navigator wrote:\n> Here is your newsletter\n> with a link' },
);
const htmlOnly = gmailMessage(
  '18c2f0a9b1d4e5f7',
  '2030-01-01T10:05:00.000Z',
  { From: 'grace@example.com', Subject: 'Partnership' },
  { mimeType: 'text/html', text: '<p>Hello team,</p><p>Shall we talk?</p>' },
);
const noSender = gmailMessage('18c2f0a9b1d4e5f8', '2030-01-01T10:10:00.000Z', { Subject: 'Who am I' }, { mimeType: 'text/plain', text: 'No From header' });

/** The inbox's first page (20 newest): these tests store a handful of mails. */
const inbox = async () => contactInboxPageSchema.parse((await admin.get('/api/admin/contact-messages').expect(200)).body).items;
const gmailJob = async (): Promise<JobListing | undefined> => ((await admin.get('/api/admin/jobs').expect(200)).body as JobListing[]).find((job) => job.name === GMAIL_CHECK_JOB);

describe('checking the Gmail inbox', () => {
  it('is a job every 5 minutes that skips while Gmail is not connected', async () => {
    expect(await gmailJob()).toMatchObject({ schedule: '*/5 * * * *', lastRun: null });
    expect((await admin.post('/api/gmail/check-emails').expect(409)).body.error).toBe(GMAIL_TEXTS.notConnected);
    await admin.post(`/api/admin/jobs/${GMAIL_CHECK_JOB}/run`).expect(202);
    await app.app.get(JobRunner).whenIdle();
    expect((await gmailJob())?.lastResult).toEqual({ outcome: 'succeeded', summary: `Skipped: ${GMAIL_TEXTS.notConnected}`, error: null });
  });

  it('stores each mail to the contact address once across two checks, quoted text stripped and priority detected', async () => {
    await connectGmail(admin, google);
    google.mailbox([noSender, htmlOnly, urgent]);
    const first = (await admin.post('/api/gmail/check-emails').expect(200)).body;
    expect(first).toEqual({ found: 3, stored: 2, duplicates: 0, skipped: 1, message: '3 mails read: 2 stored, 0 already in the inbox, 1 without a readable sender' });
    const second = (await admin.post('/api/gmail/check-emails').expect(200)).body;
    expect(second).toMatchObject({ found: 3, stored: 0, duplicates: 2, skipped: 1 });

    const messages = await inbox();
    expect(messages).toHaveLength(2);
    expect(messages.find((message) => message.email === 'ada@example.com')).toMatchObject({
      name: 'Ada Lovelace',
      subject: 'URGENT: the newsletter link is broken',
      message: "The link in today's issue 404s.",
      priority: 'urgent',
      channel: 'email',
      status: 'unread',
    });
    expect(messages.find((message) => message.email === 'grace@example.com')).toMatchObject({ name: 'grace@example.com', message: 'Hello team,\n\nShall we talk?', priority: 'normal' });
    // Oldest first; the mailbox is asked for mail to the address from step 1 on (less the overlap), then from the newest mail read.
    expect(google.asked.gets.slice(0, 3)).toEqual([urgent.id, htmlOnly.id, noSender.id]);
    const forwardedAt = new Date((await statusOf(admin)).forwarding?.confirmedAt ?? '').getTime();
    expect(google.asked.lists.map((list) => [list.q, list.labelIds])).toEqual([
      [`{to:hello@navigator.example deliveredto:hello@navigator.example} after:${Math.floor((forwardedAt - 15 * 60_000) / 1000)}`, 'INBOX'],
      [`{to:hello@navigator.example deliveredto:hello@navigator.example} after:${Math.floor((new Date('2030-01-01T10:10:00.000Z').getTime() - 15 * 60_000) / 1000)}`, 'INBOX'],
    ]);
    const reads = (await app.core.log.readStream(GMAIL_STREAM)).filter((event) => event.type === 'GmailInboxRead');
    expect(reads.map((event) => [event.data.readUpTo, event.data.stored, event.metadata.actor])).toEqual([['2030-01-01T10:10:00.000Z', 2, 'admin']]);
  });

  it('records each check as a run of the job, by the admin who asked, with its summary', async () => {
    const job = await gmailJob();
    expect(job?.lastRun).toMatchObject({ trigger: 'manual', operator: 'admin' });
    expect(job?.lastResult).toEqual({ outcome: 'succeeded', summary: '3 mails read: 0 stored, 2 already in the inbox, 1 without a readable sender', error: null });
    expect((await statusOf(admin)).check.lastResult?.summary).toBe(job?.lastResult?.summary);
  });

  it('answers 502 when Google fails, recording the run as failed and storing nothing', async () => {
    google.server.use(http.get(`${GMAIL_API_URL}/messages`, () => HttpResponse.json({ error: { code: 500, status: 'INTERNAL' } }, { status: 500 })));
    const before = (await inbox()).length;
    expect((await admin.post('/api/gmail/check-emails').expect(502)).body.error).toBe('Google answered 500 (INTERNAL)');
    expect((await gmailJob())?.lastResult).toEqual({ outcome: 'failed', summary: null, error: 'Google answered 500 (INTERNAL)' });
    expect(await inbox()).toHaveLength(before);
  });
});

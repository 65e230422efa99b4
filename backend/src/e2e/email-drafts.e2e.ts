import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EmailJobs } from '../features/email/schedule/email-jobs.js';
import { importSubscribers, movableClock, outboxOf, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

// Monday 2 June 2025, 10:00 UTC: tomorrow is Tuesday, so the start writes the daily draft only.
const time = movableClock('2025-06-02T10:00:00.000Z');
let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
const jobs = () => app.app.get(EmailJobs, { strict: false });

beforeAll(async () => {
  app = await startTestApp({}, { clock: time.clock });
  admin = await app.admin();
});
afterAll(() => app.stop());

type Draft = { id: string; status: string; frequency: string; targetDate: string; estimatedRecipients: number; subject: string; version: number };
const pending = async (): Promise<Draft[]> => (await admin.get('/api/admin/email-drafts/pending').expect(200)).body;

describe('drafts made by the schedule', () => {
  it("has tomorrow's daily draft right after the start, with what the panel shows", async () => {
    const [draft, ...others] = await pending();
    expect(others).toEqual([]);
    expect(draft).toMatchObject({
      id: 'daily-2025-06-03',
      frequency: 'daily',
      targetDate: '2025-06-03',
      sendAt: '2025-06-03T08:00:00.000Z',
      status: 'pending',
      estimatedRecipients: 0,
      interests: [],
      writer: 'offline',
      model: 'offline-template-v1',
      version: 1,
    });
    expect(draft!.subject.length).toBeGreaterThan(5);
  });

  it('computes estimatedRecipients when read, from the eligible subscribers of the frequency', async () => {
    await importSubscribers(admin, ['d1@example.com', 'd2@example.com']);
    await importSubscribers(admin, ['w1@example.com'], 'weekly');
    expect((await pending())[0]!.estimatedRecipients).toBe(2);
  });

  it('writes one draft per frequency and date however often the job runs', async () => {
    const before = await app.eventCount();
    expect(await jobs().draft('weekly', { targetDate: '2025-06-09' })).toMatch(/^Wrote the weekly draft for 2025-06-09/);
    const eventsAfterFirst = await app.eventCount();
    expect(eventsAfterFirst).toBe(before + 1);
    await Promise.all([jobs().draft('weekly', { targetDate: '2025-06-09' }), jobs().draft('weekly', { targetDate: '2025-06-09' })]);
    expect(await app.eventCount()).toBe(eventsAfterFirst);
    expect((await pending()).map((draft) => draft.id)).toEqual(['daily-2025-06-03', 'weekly-2025-06-09']);

  });

  it('declares the four jobs of the schedule, and a run stands for its occurrence', async () => {
    expect(jobs().jobs.map((job) => [job.name, job.schedule])).toEqual([
      ['daily-draft', '0 8 * * *'],
      ['weekly-draft', '0 8 * * 0'],
      ['daily-send', '0 8 * * *'],
      ['weekly-send', '0 8 * * 1'],
    ]);
    const dailyDraft = jobs().jobs.find((job) => job.name === 'daily-draft')!;
    // An occurrence of Saturday 08:00 caught up later still writes Sunday's draft.
    expect(await dailyDraft.run({ occurrence: new Date('2025-06-07T08:00:00.000Z'), parameters: undefined })).toMatch(/^Wrote the daily draft for 2025-06-08/);
    expect(await dailyDraft.run({ occurrence: new Date('2025-06-07T08:00:00.000Z'), parameters: undefined })).toBe('The daily draft for 2025-06-08 already exists (pending)');
    expect((await pending()).map((draft) => draft.id)).toEqual(['daily-2025-06-03', 'daily-2025-06-08', 'weekly-2025-06-09']);
  });

  it('refuses a job date that is not a date, or a weekly date that is not a Monday', async () => {
    await expect(jobs().draft('daily', { targetDate: '2025-02-30' })).rejects.toMatchObject({ kind: 'validation' });
    await expect(jobs().draft('weekly', { targetDate: '2025-06-10' })).rejects.toThrow('not sent on 2025-06-10');
    await expect(jobs().draft('daily', { when: 'tomorrow' })).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('approving, rejecting and revising', () => {
  it('refuses a blank revision request and a draft id that is not one', async () => {
    const blank = await admin.post('/api/admin/email-drafts/daily-2025-06-03/revise').send({ revisionRequest: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ field: 'revisionRequest', reason: 'must not be blank' });
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/revise').send({}).expect(400);
    await admin.post('/api/admin/email-drafts/not-a-draft/approve').send({ adminNotes: 'x' }).expect(400);
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({ adminNotes: 42 }).expect(400);
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({ adminNotes: 'x', extra: true }).expect(400);
    await admin.post('/api/admin/email-drafts/daily-2030-01-01/approve').send({ adminNotes: 'x' }).expect(404);
  });

  it('revises a pending draft into a new version that stays pending', async () => {
    const revised = await admin.post('/api/admin/email-drafts/weekly-2025-06-09/revise').send({ revisionRequest: 'Shorter, and mention finance tools' }).expect(200);
    expect(revised.body).toMatchObject({ id: 'weekly-2025-06-09', status: 'pending', version: 2, estimatedRecipients: 1 });
  });

  it('rejects with notes, and then refuses to approve (409)', async () => {
    const rejected = await admin.post('/api/admin/email-drafts/weekly-2025-06-09/reject').send({ adminNotes: 'Not this week' }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', adminNotes: 'Not this week', reviewedBy: 'admin' });
    const refused = await admin.post('/api/admin/email-drafts/weekly-2025-06-09/approve').send({ adminNotes: 'changed my mind' }).expect(409);
    expect(refused.body.error).toBe('This draft cannot be approved: it was rejected');
    await admin.post('/api/admin/email-drafts/weekly-2025-06-09/revise').send({ revisionRequest: 'again' }).expect(409);
  });

  it('keeps every version, who did what and when, with the notes, in the history', async () => {
    const { body } = await admin.get('/api/admin/email-drafts/weekly-2025-06-09/history').expect(200);
    expect(body.draft).toMatchObject({ id: 'weekly-2025-06-09', status: 'rejected' });
    expect(body.versions.map((version: { version: number; revisionRequest: string | null }) => [version.version, version.revisionRequest])).toEqual([
      [1, null],
      [2, 'Shorter, and mention finance tools'],
    ]);
    expect(body.versions[1].content).not.toEqual(body.versions[0].content);
    expect(body.entries.map((entry: { action: string; actor: string; operator: string | null; notes: string | null }) => [entry.action, entry.actor, entry.operator, entry.notes])).toEqual([
      ['written', 'scheduler', null, null],
      ['revised', 'admin', 'admin', null],
      ['rejected', 'admin', 'admin', 'Not this week'],
    ]);
    expect(body.entries.every((entry: { occurredAt: string }) => /^2025-06-02T10:00:00/.test(entry.occurredAt))).toBe(true);
    await admin.get('/api/admin/email-drafts/daily-2031-01-01/history').expect(404);
  });

  it('approves with notes once; approving again records nothing', async () => {
    const approved = await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({ adminNotes: 'Ship it' }).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', adminNotes: 'Ship it', estimatedRecipients: 2 });
    const before = await app.eventCount();
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({}).expect(200);
    expect(await app.eventCount()).toBe(before);
    expect((await pending()).map((draft) => draft.id)).toEqual(['daily-2025-06-08']);
  });

  it('renders a draft as the email will look', async () => {
    const { body } = await admin.get('/api/admin/email-drafts/daily-2025-06-03/preview').expect(200);
    expect(body.html).toContain('max-width:600px');
    expect(body.text).toContain('Unsubscribe: http://localhost:3000/unsubscribe?email=');
  });
});

describe('sending at the scheduled time', () => {
  it('expires a draft still pending at its send time, with a visible reason, and sends nothing', async () => {
    await jobs().draft('daily', { targetDate: '2025-06-04' });
    time.set('2025-06-04T08:00:00.000Z');
    const mailsBefore = (await outboxOf(app)).length;
    expect(await jobs().send('daily')).toBe('The daily draft for 2025-06-04 was not approved before its send time, so nothing was sent.');
    const { body } = await admin.get('/api/admin/email-drafts?status=expired').expect(200);
    expect(body).toEqual([expect.objectContaining({ id: 'daily-2025-06-04', status: 'expired', expiredReason: 'Not approved before its send time (2025-06-04 08:00, UTC); it was not sent.' })]);
    await admin.post('/api/admin/email-drafts/daily-2025-06-04/approve').send({}).expect(409);
    expect((await outboxOf(app)).length).toBe(mailsBefore);
  });

  it('sends the approved draft with the test button once; a second press sends nothing', async () => {
    const first = await admin.post('/api/admin/send-daily-emails').expect(200);
    expect(first.body).toEqual({ message: expect.stringMatching(/^Queued the daily newsletter ".+" \(for 2025-06-03\) for 2 recipients\.$/) });
    await settled(app);
    const newsletters = (await outboxOf(app)).filter((mail) => mail.headers['x-mail-category'] === 'newsletter');
    expect(newsletters.map((mail) => mail.headers['to']).sort()).toEqual(['d1@example.com', 'd2@example.com']);
    expect(new Set(newsletters.map((mail) => mail.headers['x-campaign-id']))).toEqual(new Set(['newsletter-daily-2025-06-03']));
    const second = await admin.post('/api/admin/send-daily-emails').expect(200);
    expect(second.body).toEqual({ message: 'No approved daily draft is waiting to be sent, so nothing was sent.' });
    const history = (await admin.get('/api/admin/email-drafts/daily-2025-06-03/history').expect(200)).body;
    expect(history.entries.at(-1)).toMatchObject({ action: 'sent', campaignId: 'newsletter-daily-2025-06-03' });
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({}).expect(409);
  });

  it('answers the weekly test button with why nothing was sent', async () => {
    expect((await admin.post('/api/admin/send-weekly-emails').expect(200)).body).toEqual({ message: 'No approved weekly draft is waiting to be sent, so nothing was sent.' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JobRunner } from '../core/jobs/job-runner.js';
import { importSubscribers, movableClock, outboxOf, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

// Monday 2 June 2025, 10:00 UTC: tomorrow is Tuesday, so the start writes the daily draft only.
const time = movableClock('2025-06-02T10:00:00.000Z');
let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
const runner = () => app.app.get(JobRunner, { strict: false });

type JobListing = { name: string; schedule: string; timezone: string; nextRunAt: string; lastResult: { outcome: string; summary: string | null } | null };
const jobsListed = async (): Promise<JobListing[]> => (await admin.get('/api/admin/jobs').expect(200)).body;
const lastSummary = async (name: string) => (await jobsListed()).find((job) => job.name === name)?.lastResult;

/** Runs a job by hand through the admin API and waits for the run to end. */
const runByHand = async (name: string, body: object) => {
  await admin.post(`/api/admin/jobs/${name}/run`).send(body).expect(202);
  await runner().whenIdle();
  return lastSummary(name);
};

/** Moves the clock to an instant and lets the runner decide what is due, as its timer would. */
const at = async (instant: string, ...names: string[]) => {
  time.set(instant);
  for (const name of names) await runner().checkDue(name);
  await runner().whenIdle();
};

type DraftEntry = { action: string };
const draftActions = async (id: string): Promise<string[]> =>
  ((await admin.get(`/api/admin/email-drafts/${id}/history`).expect(200)).body.entries as DraftEntry[]).map((entry) => entry.action);

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

  it('registers the four jobs of the schedule with the job runner, in SCHEDULE_TIMEZONE', async () => {
    const listed = await jobsListed();
    const email = listed.filter((job) => /-(draft|send)$/.test(job.name));
    expect(email.map((job) => [job.name, job.schedule, job.timezone, job.nextRunAt])).toEqual([
      ['daily-draft', '0 8 * * *', 'UTC', '2025-06-03T08:00:00.000Z'],
      ['weekly-draft', '0 8 * * 0', 'UTC', '2025-06-08T08:00:00.000Z'],
      ['daily-send', '0 8 * * *', 'UTC', '2025-06-03T08:00:00.000Z'],
      ['weekly-send', '0 8 * * 1', 'UTC', '2025-06-09T08:00:00.000Z'],
    ]);
  });

  it('records the draft written at start as written by the scheduler', async () => {
    const { body } = await admin.get('/api/admin/email-drafts/daily-2025-06-03/history').expect(200);
    expect(body.entries.map((entry: { action: string; actor: string; operator: string | null }) => [entry.action, entry.actor, entry.operator])).toEqual([['written', 'scheduler', null]]);
  });

  it('makes the draft of { targetDate } when run by hand; one draft per frequency and date however often it runs', async () => {
    expect(await runByHand('weekly-draft', { targetDate: '2025-06-09' })).toEqual({ outcome: 'succeeded', summary: 'Wrote the weekly draft for 2025-06-09', error: null });
    expect(await runByHand('weekly-draft', { targetDate: '2025-06-09' })).toMatchObject({ summary: 'The weekly draft for 2025-06-09 already exists (pending)' });
    await Promise.all([admin.post('/api/admin/jobs/weekly-draft/run').send({ targetDate: '2025-06-09' }), runner().checkDue('weekly-draft')]);
    await runner().whenIdle();
    expect(await draftActions('weekly-2025-06-09')).toEqual(['written']);
    expect((await pending()).map((draft) => draft.id)).toEqual(['daily-2025-06-03', 'weekly-2025-06-09']);
  });

  it('refuses a run by hand whose date is not a date, not a newsletter day, already past its send time, or an unknown parameter (400, nothing run)', async () => {
    const before = await app.eventCount();
    const refused = async (name: string, body: object) => (await admin.post(`/api/admin/jobs/${name}/run`).send(body).expect(400)).body.error as string;
    expect(await refused('daily-draft', { targetDate: '2025-02-30' })).toBe('Invalid parameters for job daily-draft: targetDate: must be a date written YYYY-MM-DD');
    for (const targetDate of ['tomorrow', '', '2025-06', '03-06-2025', '2025-06-03T00:00', 'abc']) {
      expect(await refused('daily-draft', { targetDate })).toBe('Invalid parameters for job daily-draft: targetDate: must be a date written YYYY-MM-DD');
    }
    expect(await refused('weekly-draft', { targetDate: 'x' })).toBe('Invalid parameters for job weekly-draft: targetDate: must be a date written YYYY-MM-DD');
    expect(await refused('weekly-draft', { targetDate: '2025-06-10' })).toBe('Invalid parameters for job weekly-draft: targetDate: the weekly newsletter is sent on Mondays only');
    expect(await refused('daily-draft', { targetDate: '2025-06-02' })).toBe('Invalid parameters for job daily-draft: targetDate: its send time (08:00, UTC) has passed');
    expect(await refused('daily-draft', { when: 'tomorrow' })).toMatch(/^Invalid parameters for job daily-draft: /);
    expect(await refused('daily-send', { targetDate: '2025-06-03' })).toBe('Job daily-send takes no parameters');
    expect(await app.eventCount()).toBe(before);
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
      ['written', 'admin', 'admin', null],
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
    expect(await pending()).toEqual([]);
  });

  it('renders a draft as the email will look', async () => {
    const { body } = await admin.get('/api/admin/email-drafts/daily-2025-06-03/preview').expect(200);
    expect(body.html).toContain('max-width:600px');
    expect(body.text).toContain('Unsubscribe: http://localhost:3000/unsubscribe?email=');
  });
});

describe('the schedule, with time moved by the test', () => {
  it("writes tomorrow's daily draft at 08:00, once however often the runner looks", async () => {
    await at('2025-06-03T07:59:59.000Z', 'daily-draft');
    expect((await pending()).map((draft) => draft.id)).toEqual([]);
    await at('2025-06-03T08:00:00.000Z', 'daily-draft', 'daily-draft');
    expect(await lastSummary('daily-draft')).toMatchObject({ outcome: 'succeeded', summary: 'Wrote the daily draft for 2025-06-04' });
    expect((await pending()).map((draft) => draft.id)).toEqual(['daily-2025-06-04']);
    expect(await runner().checkDue('daily-draft')).toBeNull();
  });

  it('says a draft run by hand before its send time is still waiting for approval, and changes nothing', async () => {
    const mailsBefore = (await outboxOf(app)).length;
    time.set('2025-06-04T07:30:00.000Z');
    const eventsBefore = await app.eventCount();
    expect(await runByHand('daily-send', {})).toMatchObject({
      outcome: 'succeeded',
      summary: 'The daily draft for 2025-06-04 is still waiting for approval; if approved, it goes out at its send time (2025-06-04 08:00, UTC). Nothing was sent.',
    });
    // The run's own start and end are all that was recorded.
    expect(await app.eventCount()).toBe(eventsBefore + 2);
    expect((await pending()).map((draft) => [draft.id, draft.status])).toEqual([['daily-2025-06-04', 'pending']]);
    expect((await outboxOf(app)).length).toBe(mailsBefore);
  });

  it('expires a draft still pending at its send time, with a visible reason, and sends nothing', async () => {
    const mailsBefore = (await outboxOf(app)).length;
    await at('2025-06-04T08:00:00.000Z', 'daily-send');
    expect(await lastSummary('daily-send')).toMatchObject({
      outcome: 'succeeded',
      summary: 'The daily draft for 2025-06-04 was not approved before its send time, so nothing was sent.',
    });
    const { body } = await admin.get('/api/admin/email-drafts?status=expired').expect(200);
    expect(body).toEqual([expect.objectContaining({ id: 'daily-2025-06-04', status: 'expired', expiredReason: 'Not approved before its send time (2025-06-04 08:00, UTC); it was not sent.' })]);
    expect((await admin.get('/api/admin/email-drafts/daily-2025-06-04/history').expect(200)).body.entries.at(-1)).toMatchObject({
      action: 'expired',
      actor: 'scheduler',
      reason: 'Not approved before its send time (2025-06-04 08:00, UTC); it was not sent.',
    });
    await admin.post('/api/admin/email-drafts/daily-2025-06-04/approve').send({}).expect(409);
    expect((await outboxOf(app)).length).toBe(mailsBefore);
    // Today's daily send is over: the dashboard no longer counts it as scheduled, though its readers remain.
    await settled(app);
    const { todayStats } = (await admin.get('/api/admin/email-analytics').expect(200)).body;
    expect(todayStats.eligibleDailySubscribers).toBeGreaterThan(0);
    expect(todayStats.emailsScheduled).toBe(0);
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
    expect(history.entries.at(-1)).toMatchObject({ action: 'sent', actor: 'admin', operator: 'admin', campaignId: 'newsletter-daily-2025-06-03' });
    await admin.post('/api/admin/email-drafts/daily-2025-06-03/approve').send({}).expect(409);
  });

  it('answers the weekly test button with why nothing was sent', async () => {
    expect((await admin.post('/api/admin/send-weekly-emails').expect(200)).body).toEqual({ message: 'No approved weekly draft is waiting to be sent, so nothing was sent.' });
  });

  it("writes Monday's weekly draft on Sunday at 08:00 and sends it, once approved, on Monday at 08:00 to the weekly subscribers", async () => {
    await at('2025-06-15T08:00:00.000Z', 'weekly-draft');
    expect(await lastSummary('weekly-draft')).toMatchObject({ summary: 'Wrote the weekly draft for 2025-06-16' });
    await admin.post('/api/admin/email-drafts/weekly-2025-06-16/approve').send({ adminNotes: 'Good' }).expect(200);
    await at('2025-06-16T08:00:00.000Z', 'weekly-send', 'weekly-send');
    expect(await lastSummary('weekly-send')).toMatchObject({ outcome: 'succeeded', summary: expect.stringMatching(/^Queued the weekly newsletter ".+" \(for 2025-06-16\) for 1 recipient\.$/) });
    await settled(app);
    const weekly = (await outboxOf(app)).filter((mail) => mail.headers['x-campaign-id'] === 'newsletter-weekly-2025-06-16');
    expect(weekly.map((mail) => mail.headers['to'])).toEqual(['w1@example.com']);
    expect(await draftActions('weekly-2025-06-16')).toEqual(['written', 'approved', 'sent']);
    const entries = (await admin.get('/api/admin/email-drafts/weekly-2025-06-16/history').expect(200)).body.entries as { actor: string; operator: string | null }[];
    expect(entries.map((entry) => [entry.actor, entry.operator])).toEqual([
      ['scheduler', null],
      ['admin', 'admin'],
      ['scheduler', null],
    ]);
  });

  it('catches up a send missed while the app was down: the latest occurrence runs once when the runner next looks', async () => {
    await at('2025-06-17T08:00:00.000Z', 'daily-draft');
    // Same readers, same catalogue as the draft of the 4th: the offline writer still writes another newsletter for another date.
    const draftOn = async (id: string) => (await admin.get(`/api/admin/email-drafts/${id}/history`).expect(200)).body.versions[0] as { content: string; interests: string[] };
    const [earlier, later] = [await draftOn('daily-2025-06-04'), await draftOn('daily-2025-06-18')];
    expect(later.interests).toEqual(earlier.interests);
    expect(later.content).not.toBe(earlier.content);
    await admin.post('/api/admin/email-drafts/daily-2025-06-18/approve').send({}).expect(200);
    // 08:00 on the 18th passed with nothing looking; the runner looks at 11:30.
    await at('2025-06-18T11:30:00.000Z', 'daily-send');
    expect(await lastSummary('daily-send')).toMatchObject({ summary: expect.stringMatching(/\(for 2025-06-18\) for 2 recipients\.$/) });
    await settled(app);
    expect(await runner().checkDue('daily-send')).toBeNull();
  });
});

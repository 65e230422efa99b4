import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { importSubscribers, movableClock, settled } from './email-support.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Email analytics count "today" and "tomorrow" in SCHEDULE_TIMEZONE, as the jobs and drafts do. Tonga
 * is 13 hours ahead of UTC: Sunday 29 November 2026 at 18:45 UTC is Monday the 30th, 07:45, there, so
 * today is a Monday (the weekly send goes out at 08:00) although UTC still says Sunday.
 */
const time = movableClock('2026-11-29T10:00:00.000Z');
let app: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;

beforeAll(async () => {
  app = await startTestApp({ SCHEDULE_TIMEZONE: 'Pacific/Tongatapu' }, { clock: time.clock });
  admin = await app.admin();
  await importSubscribers(admin, ['d1@example.com', 'd2@example.com']);
  await importSubscribers(admin, ['w1@example.com'], 'weekly');
});
afterAll(() => app.stop());

const sendOne = async (to: string) => {
  await admin.post('/api/admin/send-single-email').send({ to, subject: 'Hello', content: 'Hi' }).expect(200);
  await settled(app);
};

const analytics = async () => {
  await app.core.engine.waitFor(await app.core.log.headPosition());
  return (await admin.get('/api/admin/email-analytics').expect(200)).body;
};

describe('GET /api/admin/email-analytics in a zone far from UTC', () => {
  it("counts today's mails, today's schedule and tomorrow's in the schedule's zone", async () => {
    // Sunday 23:00 in Tonga: yesterday there, though the same UTC day as the next one.
    await sendOne('yesterday@example.com');
    time.set('2026-11-29T18:45:00.000Z');
    await sendOne('today@example.com');
    const { todayStats, upcomingSchedule } = await analytics();
    expect(todayStats).toEqual({ emailsSent: 1, emailsScheduled: 3, eligibleDailySubscribers: 2, eligibleWeeklySubscribers: 1 });
    expect(upcomingSchedule).toEqual({ tomorrow: { date: '2026-12-01', dailyEmails: 2, weeklyEmails: 0 } });
  });

  it('agrees with the jobs on what today is: the daily send of the day shown as today is due at 08:00 there', async () => {
    const jobs = (await admin.get('/api/admin/jobs').expect(200)).body as Array<{ name: string; nextRunAt: string }>;
    expect(jobs.find((job) => job.name === 'weekly-send')?.nextRunAt).toBe('2026-11-29T19:00:00.000Z');
    expect((await analytics()).todayStats.emailsScheduled).toBe(3);
  });

  it('starts a new day at midnight there, not at midnight UTC', async () => {
    // Monday 23:59 in Tonga, then Tuesday 00:00.
    time.set('2026-11-30T10:59:00.000Z');
    await sendOne('late@example.com');
    expect((await analytics()).todayStats.emailsSent).toBe(2);
    time.set('2026-11-30T11:00:00.000Z');
    const { todayStats, upcomingSchedule } = await analytics();
    expect(todayStats).toMatchObject({ emailsSent: 0, emailsScheduled: 2 });
    expect(upcomingSchedule.tomorrow.date).toBe('2026-12-02');
  });
});

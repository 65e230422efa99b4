import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, jest } from '@jest/globals';
import { SchedulerRegistry } from '@nestjs/schedule';
import request from 'supertest';
import { z } from 'zod';
import { type Application, createApplication } from '../app/create-app.js';
import { createCore } from '../app/core.js';
import { loadConfig } from '../config/app-config.js';
import type { JobContext, JobListing } from '../core/jobs/job-definition.js';
import { JobRunner } from '../core/jobs/job-runner.js';
import { jobStream } from '../core/jobs/job.events.js';
import { ADMIN_PASSWORD } from './test-app.js';

/** A clock the test moves by hand: the scheduler decides what is due from it. */
const manualClock = (iso: string) => {
  let current = new Date(iso).getTime();
  return { now: () => new Date(current), set: (next: string) => void (current = new Date(next).getTime()) };
};

const folders: string[] = [];
const applications: Application[] = [];
afterEach(async () => {
  for (const application of applications.splice(0)) await application.close();
});
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'jobs-'));
  folders.push(folder);
  return folder;
};

/** One app instance on `dataDir`; several on one folder share the stores like processes would. */
const boot = async (dataDir: string, clock: { now: () => Date }, environment: Record<string, string> = {}) => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ADMIN_PASSWORD, PUBLIC_URL: 'http://localhost:3000', ...environment });
  const application = await createApplication(await createCore(config, { clock }), { logger: false });
  applications.push(application);
  const admin = request.agent(application.app.getHttpServer());
  await admin.post('/api/admin/login').send({ username: 'admin', password: ADMIN_PASSWORD }).expect(200);
  return { application, runner: application.app.get(JobRunner), admin, http: () => request(application.app.getHttpServer()) };
};

/** A job that records each run it is given, and can be held open until released. */
const recordingJob = (name: string, schedule: string) => {
  const runs: JobContext<{ targetDate: string } | undefined>[] = [];
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  return {
    runs,
    hold: () => {
      let open = () => undefined as void;
      const promise = new Promise<void>((resolve) => (open = resolve));
      gate = { promise, open };
    },
    release: () => gate?.open(),
    definition: {
      name,
      schedule,
      description: 'Counts its runs',
      parameters: z.strictObject({ targetDate: z.iso.date() }).optional(),
      run: async (context: JobContext<{ targetDate: string } | undefined>) => {
        runs.push(context);
        if (gate) {
          await Promise.race([gate.promise, new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason)))]);
        }
        return `run ${runs.length}`;
      },
    },
  };
};

const named = (listing: JobListing[], name: string) => listing.find((job) => job.name === name);

describe('Job runner', () => {
  it('lists each job with its schedule, next run, last run and result, and runs a due occurrence once', async () => {
    const clock = manualClock('2026-03-04T07:00:00.000Z');
    const { runner, admin, http } = await boot(newFolder(), clock);
    const job = recordingJob('daily-report', '0 8 * * *');
    runner.register(job.definition);
    await runner.whenIdle();
    await http().get('/api/admin/jobs').expect(401);
    const before = await admin.get('/api/admin/jobs').expect(200);
    // The app's own jobs are listed beside it.
    expect(before.body).toContainEqual(
      { name: 'daily-report', description: 'Counts its runs', schedule: '0 8 * * *', timezone: 'UTC', nextRunAt: '2026-03-04T08:00:00.000Z', lastRun: null, lastResult: null, holder: null },
    );

    clock.set('2026-03-04T08:00:00.004Z');
    await runner.checkDue('daily-report');
    await runner.whenIdle();
    await runner.checkDue('daily-report');
    await runner.whenIdle();
    expect(job.runs.map((run) => [run.trigger, run.occurrence.toISOString()])).toEqual([['schedule', '2026-03-04T08:00:00.000Z']]);
    const after = await admin.get('/api/admin/jobs').expect(200);
    expect(named(after.body, 'daily-report')).toMatchObject({
      nextRunAt: '2026-03-05T08:00:00.000Z',
      lastRun: { trigger: 'schedule', occurrence: '2026-03-04T08:00:00.000Z', startedAt: '2026-03-04T08:00:00.004Z', finishedAt: '2026-03-04T08:00:00.004Z', durationMs: 0 },
      lastResult: { outcome: 'succeeded', summary: 'run 1', error: null },
      holder: null,
    });
  });

  it('runs an occurrence missed while the app was down once at start, and owes nothing from before the job existed', async () => {
    const folder = newFolder();
    const clock = manualClock('2026-03-01T12:00:00.000Z');
    const first = await boot(folder, clock);
    const job = recordingJob('daily-report', '0 8 * * *');
    first.runner.register(job.definition);
    await first.runner.whenIdle();
    expect(job.runs).toEqual([]);
    await applications.pop()!.close();

    // Down for three days: the three missed occurrences make one run, for the latest.
    clock.set('2026-03-04T09:30:00.000Z');
    const second = await boot(folder, clock);
    second.runner.register(job.definition);
    await second.runner.whenIdle();
    expect(job.runs.map((run) => [run.trigger, run.occurrence.toISOString()])).toEqual([['catch-up', '2026-03-04T08:00:00.000Z']]);
  });

  it('runs an occurrence once when several instances on the same stores all find it due', async () => {
    const folder = newFolder();
    const clock = manualClock('2026-03-04T07:59:00.000Z');
    const instances = [await boot(folder, clock), await boot(folder, clock), await boot(folder, clock)];
    const job = recordingJob('daily-report', '0 8 * * *');
    for (const { runner } of instances) runner.register(job.definition);
    for (const { runner } of instances) await runner.whenIdle();
    clock.set('2026-03-04T08:00:01.000Z');
    await Promise.all(instances.map(({ runner }) => runner.checkDue('daily-report')));
    for (const { runner } of instances) await runner.whenIdle();
    expect(job.runs).toHaveLength(1);
    const events = await instances[2].application.core.log.readStream(jobStream('daily-report'));
    expect(events.map((event) => event.type)).toEqual(['JobScheduled', 'JobRunStarted', 'JobRunFinished']);
  });

  it('neither runs nor records the occurrences of an idle job, never counts them as missed, and runs the next one once it has work', async () => {
    const clock = manualClock('2026-03-04T07:59:00.000Z');
    const { runner, application, admin } = await boot(newFolder(), clock);
    const job = recordingJob('mail-check', '*/5 * * * *');
    let waiting: string | null = 'The mailbox is not connected';
    runner.register({ ...job.definition, idle: async () => waiting });
    await runner.whenIdle();
    const recorded = async () => (await application.core.log.readStream(jobStream('mail-check'))).map((event) => event.type);
    const line = async () => (await runner.health()).find((report) => report.name === 'mail-check');

    clock.set('2026-03-04T08:00:01.000Z');
    expect(await runner.checkDue('mail-check')).toEqual({ started: false, reason: 'idle', why: 'The mailbox is not connected' });
    clock.set('2026-03-04T08:20:00.000Z');
    expect(await line()).toMatchObject({ overdue: false, lastRunAt: null });
    expect(job.runs).toEqual([]);
    expect(await recorded()).toEqual(['JobScheduled']);
    // A run by hand still runs, and is recorded.
    await admin.post('/api/admin/jobs/mail-check/run').expect(202);
    await runner.whenIdle();
    expect(job.runs.map((run) => run.trigger)).toEqual(['manual']);

    // Work arrives between two ticks: the occurrences skipped until it was last seen idle are not owed...
    waiting = null;
    clock.set('2026-03-04T08:22:00.000Z');
    expect((await line())?.overdue).toBe(false);
    // ...but one that passes with work to do is, until it runs.
    clock.set('2026-03-04T08:31:00.000Z');
    expect((await line())?.overdue).toBe(true);
    const start = await runner.checkDue('mail-check');
    expect(start).toMatchObject({ started: true });
    await runner.whenIdle();
    expect(job.runs.map((run) => [run.trigger, run.occurrence.toISOString()]).at(-1)).toEqual(['schedule', '2026-03-04T08:30:00.000Z']);
    expect((await line())?.overdue).toBe(false);
  });

  it("reads only the events appended to a job's stream since it last looked, another instance's runs included", async () => {
    const folder = newFolder();
    const clock = manualClock('2026-03-04T07:59:00.000Z');
    const [watcher, worker] = [await boot(folder, clock), await boot(folder, clock)];
    const job = recordingJob('daily-report', '0 8 * * *');
    for (const { runner } of [watcher, worker]) runner.register(job.definition);
    for (const { runner } of [watcher, worker]) await runner.whenIdle();
    await watcher.admin.get('/api/admin/jobs').expect(200);

    const reads = jest.spyOn(watcher.application.core.log, 'readStream');
    for (const day of ['04', '05', '06']) {
      clock.set(`2026-03-${day}T08:00:01.000Z`);
      await worker.runner.checkDue('daily-report');
      await worker.runner.whenIdle();
    }
    const listed = named((await watcher.admin.get('/api/admin/jobs').expect(200)).body as JobListing[], 'daily-report');
    expect(listed).toMatchObject({ lastRun: { occurrence: '2026-03-06T08:00:00.000Z' }, lastResult: { outcome: 'succeeded', summary: 'run 3' } });
    // JobScheduled was read before: this look read the stream once, from the first of the three runs' six events.
    const slices = reads.mock.calls.filter(([stream]) => stream === jobStream('daily-report')).map(([, , slice]) => slice);
    expect(slices).toEqual([{ fromRevision: 1, maxCount: expect.any(Number) }]);
    reads.mockRestore();
  });

  it('runs a job now on request, with parameters the job validates, and refuses a second run while one runs', async () => {
    const clock = manualClock('2026-03-04T07:00:00.000Z');
    const { runner, admin, http, application } = await boot(newFolder(), clock);
    const job = recordingJob('sample-draft', '0 8 * * *');
    runner.register(job.definition);
    await runner.whenIdle();
    await http().post('/api/admin/jobs/sample-draft/run').send({ targetDate: '2026-03-05' }).expect(401);
    const refused = await admin.post('/api/admin/jobs/sample-draft/run').send({ targetDate: 'tomorrow' }).expect(400);
    expect(refused.body).toMatchObject({ error: expect.stringContaining('Invalid parameters for job sample-draft: targetDate') });
    await admin.post('/api/admin/jobs/sample-draft/run').send([1, 2]).expect(400);
    await admin.post('/api/admin/jobs/no-such-job/run').send({}).expect(404);
    const noParameters = recordingJob('weekly-report', '0 8 * * 1');
    runner.register({ ...noParameters.definition, parameters: undefined });
    await runner.whenIdle();
    expect((await admin.post('/api/admin/jobs/weekly-report/run').send({ targetDate: '2026-03-05' }).expect(400)).body.error).toBe('Job weekly-report takes no parameters');
    expect(job.runs).toEqual([]);

    job.hold();
    const accepted = await admin.post('/api/admin/jobs/sample-draft/run').send({ targetDate: '2026-03-05' }).expect(202);
    expect(accepted.body).toEqual({ accepted: true, job: 'sample-draft', runId: expect.any(String) });
    expect(job.runs[0]).toMatchObject({ trigger: 'manual', parameters: { targetDate: '2026-03-05' } });
    const busy = await admin.post('/api/admin/jobs/sample-draft/run').send({}).expect(409);
    expect(busy.body.error).toMatch(/^Job sample-draft is running on .+\/\d+\/[0-9a-f]+; try again when it has finished$/);
    const listed = await admin.get('/api/admin/jobs').expect(200);
    expect(named(listed.body, 'sample-draft')).toMatchObject({ lastResult: { outcome: 'running' }, holder: application.core.instanceId });
    job.release();
    await runner.whenIdle();
    expect(named((await admin.get('/api/admin/jobs').expect(200)).body, 'sample-draft')).toMatchObject({ lastRun: { trigger: 'manual', operator: 'admin' }, lastResult: { outcome: 'succeeded' }, holder: null });
  });

  it('interrupts a running job at shutdown, records it, frees its lease, and runs that occurrence again at the next start', async () => {
    const folder = newFolder();
    const clock = manualClock('2026-03-04T07:59:00.000Z');
    const first = await boot(folder, clock);
    const job = recordingJob('daily-report', '0 8 * * *');
    first.runner.register(job.definition);
    await first.runner.whenIdle();
    job.hold();
    clock.set('2026-03-04T08:00:00.000Z');
    await first.runner.checkDue('daily-report');
    expect(job.runs).toHaveLength(1);
    await applications.pop()!.close();
    expect(job.runs[0].signal.aborted).toBe(true);
    const events = await (await boot(folder, clock)).application.core.log.readStream(jobStream('daily-report'));
    expect(events.at(-1)).toMatchObject({ type: 'JobRunFinished', data: { outcome: 'interrupted', error: 'The app is shutting down' } });

    const restarted = applications.at(-1)!;
    const again = recordingJob('daily-report', '0 8 * * *');
    restarted.app.get(JobRunner).register(again.definition);
    await restarted.app.get(JobRunner).whenIdle();
    expect(again.runs.map((run) => [run.trigger, run.occurrence.toISOString()])).toEqual([['catch-up', '2026-03-04T08:00:00.000Z']]);
  });

  it('fires through the scheduler registry in SCHEDULE_TIMEZONE', async () => {
    const { runner, application } = await boot(newFolder(), { now: () => new Date() }, { SCHEDULE_TIMEZONE: 'Europe/Paris' });
    const job = recordingJob('every-second', '* * * * * *');
    runner.register(job.definition);
    await runner.whenIdle();
    const cron = application.app.get(SchedulerRegistry).getCronJob('every-second');
    expect(cron.cronTime.timeZone).toBe('Europe/Paris');
    const deadline = Date.now() + 5000;
    // A second boundary may pass while the job is activated, which makes a first run a catch-up: wait for a timer's run.
    const fired = () => job.runs.find((run) => run.trigger === 'schedule');
    while (!fired() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fired()).toMatchObject({ trigger: 'schedule' });
  });

  it('rotates the key-encryption keys daily, and by hand: every data key ends up under the new key', async () => {
    const { runner, admin, http, application } = await boot(newFolder(), manualClock('2026-03-04T12:00:00.000Z'));
    await runner.whenIdle();
    expect(named((await admin.get('/api/admin/jobs').expect(200)).body, 'rotate-keys')).toMatchObject({ schedule: '15 4 * * *', nextRunAt: '2026-03-05T04:15:00.000Z' });
    await http().post('/api/subscribers').send({ email: 'rotated@example.com', frequency: 'weekly', interests: ['business'] }).expect(201);

    await admin.post('/api/admin/jobs/rotate-keys/run').send({}).expect(202);
    await runner.whenIdle();
    const listed = named((await admin.get('/api/admin/jobs').expect(200)).body, 'rotate-keys');
    expect(listed?.lastResult).toMatchObject({ outcome: 'succeeded', summary: expect.stringMatching(/^Rewrapped 1 data keys under key .+; destroyed 1 older keys$/) });
    // Each rotation adds a key and moves every data key to it: the one data key moves again.
    const again = await application.core.keyStore.rotateKeyEncryptionKey();
    expect(again).toMatchObject({ ring: 'file', rewrapped: 1, unreadable: 0 });
  });

  it('leaves the rotation to the operator when the key-encryption keys are theirs', async () => {
    const { runner, admin } = await boot(newFolder(), manualClock('2026-03-04T12:00:00.000Z'), { KEY_ENCRYPTION_KEYS: `1:${Buffer.alloc(32, 7).toString('base64')}` });
    await runner.whenIdle();
    expect(named((await admin.get('/api/admin/jobs').expect(200)).body, 'rotate-keys')).toBeUndefined();
    await admin.post('/api/admin/jobs/rotate-keys/run').send({}).expect(404);
  });
});

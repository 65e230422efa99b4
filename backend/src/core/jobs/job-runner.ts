import { randomUUID } from 'node:crypto';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../clock.js';
import { type CommandContext, CommandShell } from '../commands/command-shell.js';
import type { StreamFold } from '../commands/execute-command.js';
import { illegalState, notFound, validationError } from '../errors/domain-errors.js';
import { EventLog } from '../events/event-log.js';
import { holdLease } from '../leases/lease-hold.js';
import { LEASE_STORE, type LeaseStore } from '../leases/lease-store.port.js';
import { INSTANCE_ID } from '../nest/core.tokens.js';
import { CronSchedule } from './cron-schedule.js';
import { type JobDefinition, type JobListing, JOB_NAME_PATTERN } from './job-definition.js';
import { type JobHealth, jobHealth } from './job-health.js';
import { type JobCommand, type JobState, jobDecider } from './job.decider.js';
import { type JobOutcome, type JobParameters, type JobTrigger, jobStream } from './job.events.js';

type RegisteredJob = { definition: JobDefinition<unknown>; cron: CronSchedule };
type ActiveRun = { controller: AbortController; done: Promise<void> };

export type RunStart =
  | { started: true; runId: string; done: Promise<void> }
  | { started: false; reason: 'busy'; holder: string | null }
  | { started: false; reason: 'already-run' }
  | { started: false; reason: 'idle'; why: string };

/** How long a stop waits for running jobs to heed their signal and record their end. */
const STOP_TIMEOUT_MS = 10_000;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));
const leaseName = (job: string) => `job:${job}`;
/** A job stream is read forward in pieces of this many events. */
const READ_PIECE = 5000;

/**
 * The one scheduler: each job is a cron job in @nestjs/schedule's registry, read in SCHEDULE_TIMEZONE.
 * When it fires (and once at start, for an occurrence missed while the app was down), the instance
 * takes the job's lease, decides from the job's stream whether that occurrence still has to run
 * (the clock decides what "now" is), records the start, runs it while renewing the lease, and records
 * how it ended. Every instance schedules every job; the lease and the stream make each occurrence run once.
 */
@Injectable()
export class JobRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobRunner');
  private readonly jobs = new Map<string, RegisteredJob>();
  private readonly active = new Map<string, ActiveRun>();
  private readonly rechecks = new Set<NodeJS.Timeout>();
  private readonly checks = new Set<Promise<unknown>>();
  /** Each job's stream as last folded here: a tick, the health check and the Jobs list read only what was appended since. */
  private readonly folds = new Map<string, StreamFold<JobState>>();
  /** When each job was last seen idle here (JobDefinition.idle): the occurrences before then were skipped on purpose. */
  private readonly idleAt = new Map<string, Date>();
  private started = false;
  private stopped = false;

  constructor(
    private readonly log: EventLog,
    private readonly shell: CommandShell,
    @Inject(LEASE_STORE) private readonly leases: LeaseStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(INSTANCE_ID) private readonly instanceId: string,
    private readonly registry: SchedulerRegistry,
  ) {}

  /** Adds a job (feature modules call this in onModuleInit); a job registered after start is scheduled at once. */
  register<Parameters = undefined>(definition: JobDefinition<Parameters>): void {
    if (!JOB_NAME_PATTERN.test(definition.name)) throw new Error(`Job name "${definition.name}" must be lower-case words joined by hyphens`);
    if (this.jobs.has(definition.name)) throw new Error(`Two jobs are named ${definition.name}`);
    const job: RegisteredJob = { definition: definition as JobDefinition<unknown>, cron: new CronSchedule(definition.schedule, this.config.SCHEDULE_TIMEZONE) };
    this.jobs.set(definition.name, job);
    if (this.started && !this.stopped) this.track(this.activate(job));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.started = true;
    for (const job of this.jobs.values()) this.track(this.activate(job));
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Runs a job now, by hand (the admin named `operator`): answers once the run is recorded as started; it goes on in the background. */
  async runNow(name: string, rawParameters: Record<string, unknown> | undefined, operator: string): Promise<{ runId: string; done: Promise<void> }> {
    const job = this.job(name);
    const { parameters: schema } = job.definition;
    // No body and an empty object both mean "no parameters".
    const given = rawParameters && Object.keys(rawParameters).length > 0 ? rawParameters : undefined;
    let parameters: unknown;
    if (schema) {
      const parsed = schema.safeParse(given);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue.path.join('.') || 'parameters';
        throw validationError(field, issue.message, `Invalid parameters for job ${name}: ${field}: ${issue.message}`);
      }
      parameters = parsed.data;
    } else if (given !== undefined) {
      throw validationError('parameters', 'this job takes no parameters', `Job ${name} takes no parameters`);
    }
    // What the admin sent is recorded (it is JSON by construction); the job gets the parsed value.
    const recorded = (given as JobParameters | undefined) ?? null;
    const start = await this.execute(job, 'manual', null, parameters, recorded, operator);
    if (start.started) return { runId: start.runId, done: start.done };
    throw illegalState(`Job ${name} is running${start.reason === 'busy' && start.holder ? ` on ${start.holder}` : ''}; try again when it has finished`);
  }

  /** Decides whether the latest occurrence of the job is owed, and runs it if so (the cron tick, and the check at start). */
  async checkDue(name: string, trigger: Exclude<JobTrigger, 'manual'> = 'schedule'): Promise<RunStart | null> {
    const job = this.job(name);
    const why = await this.idleReason(job);
    if (why) return { started: false, reason: 'idle', why };
    const state = await this.state(name);
    const since = [state.schedule?.since, state.completedOccurrence].filter((value): value is string => value !== null && value !== undefined).sort().at(-1);
    const due = job.cron.latestDue(since ? new Date(since) : this.clock.now(), this.clock.now());
    if (!due) return null;
    return this.execute(job, trigger, due, undefined);
  }

  async list(): Promise<JobListing[]> {
    const listings: JobListing[] = [];
    for (const [name, job] of this.jobs) {
      const { lastRun } = await this.state(name);
      const finished = lastRun?.finished ?? null;
      listings.push({
        name,
        description: job.definition.description ?? null,
        schedule: job.cron.expression,
        timezone: job.cron.timezone,
        nextRunAt: job.cron.nextAfter(this.clock.now()).toISOString(),
        lastRun: lastRun && {
          runId: lastRun.runId,
          trigger: lastRun.trigger,
          occurrence: lastRun.occurrence,
          startedAt: lastRun.startedAt,
          finishedAt: finished?.finishedAt ?? null,
          durationMs: finished?.durationMs ?? null,
          holder: lastRun.holder,
          operator: lastRun.operator,
        },
        lastResult: lastRun && (finished ? { outcome: finished.outcome, summary: finished.summary, error: finished.error } : { outcome: 'running', summary: null, error: null }),
        holder: (await this.leases.current(leaseName(name)))?.holder ?? null,
      });
    }
    return listings;
  }

  /** Each job's last run and whether an occurrence went unstarted past HEALTH_JOB_GRACE_SECONDS (GET /api/health). */
  async health(): Promise<JobHealth[]> {
    const now = this.clock.now();
    const grace = this.config.HEALTH_JOB_GRACE_SECONDS * 1000;
    const report: JobHealth[] = [];
    for (const [name, job] of this.jobs) {
      await this.idleReason(job);
      report.push(jobHealth(name, await this.state(name), job.cron, now, grace, this.idleAt.get(name)));
    }
    return report;
  }

  /** Resolves when every check and run started so far in this instance has ended (tests, shutdown). */
  async whenIdle(): Promise<void> {
    while (this.checks.size > 0 || this.active.size > 0) {
      await Promise.allSettled([...this.checks, ...[...this.active.values()].map((run) => run.done)]);
    }
  }

  /** Stops scheduling, asks running jobs to stop, and waits until they have recorded how they ended and released their leases. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.rechecks) clearTimeout(timer);
    this.rechecks.clear();
    for (const name of this.jobs.keys()) {
      if (this.registry.doesExist('cron', name)) {
        await this.registry.getCronJob(name).stop();
        this.registry.deleteCronJob(name);
      }
    }
    for (const run of this.active.values()) run.controller.abort(new Error('The app is shutting down'));
    // A job that does not heed its signal is not waited for forever: the next holder of its lease
    // finds the run open, records it as interrupted, and runs the occurrence again.
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([
      this.whenIdle().then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STOP_TIMEOUT_MS))),
    ]);
    clearTimeout(timer);
    if (!waited) this.logger.warn(`Jobs still running after ${STOP_TIMEOUT_MS} ms at shutdown: ${[...this.active.keys()].join(', ')}`);
  }

  /** Records the schedule, puts the cron job in the registry, and runs an occurrence missed while the app was down. */
  private async activate(job: RegisteredJob): Promise<void> {
    const { name } = job.definition;
    const now = this.clock.now();
    await this.decide(name, { type: 'Schedule', job: name, expression: job.cron.expression, timezone: job.cron.timezone, now }, { actor: 'scheduler', now });
    if (this.stopped) return;
    const cronJob = CronJob.from({
      cronTime: job.cron.expression,
      timeZone: job.cron.timezone,
      onTick: () => this.track(this.tick(name)),
      start: false,
    });
    this.registry.addCronJob(name, cronJob);
    cronJob.start();
    await this.checkDue(name, 'catch-up');
  }

  /** A timer may fire a hair early: if nothing was due, look once more a second later. */
  private async tick(name: string): Promise<void> {
    if ((await this.checkDue(name, 'schedule')) === null) this.recheck(name, 1000);
  }

  private async execute(
    job: RegisteredJob,
    trigger: JobTrigger,
    occurrence: Date | null,
    parameters: unknown,
    recorded: JobParameters = null,
    operator: string | null = null,
  ): Promise<RunStart> {
    const { name } = job.definition;
    if (this.stopped) return { started: false, reason: 'busy', holder: null };
    // The lease is this instance's while it runs the job: taking it again would succeed, so ask here first.
    if (this.active.has(name)) return { started: false, reason: 'busy', holder: this.instanceId };
    const ttl = this.config.LEASE_TTL_MS;
    const lease = await this.leases.acquire(leaseName(name), this.instanceId, ttl);
    if (!lease) {
      // Another instance runs it; if that one dies before recording the end, the next look finds the occurrence still owed.
      if (trigger !== 'manual') this.recheck(name, ttl + 100);
      return { started: false, reason: 'busy', holder: (await this.leases.current(leaseName(name)))?.holder ?? null };
    }
    const held = holdLease(this.leases, lease, ttl, (error) => this.logger.warn(`Lease of job ${name}: ${describe(error)}`));
    const runId = randomUUID();
    const startedAt = this.clock.now();
    try {
      const outcome = await this.decide(
        name,
        { type: 'Start', job: name, runId, trigger, occurrence, holder: this.instanceId, operator, parameters: recorded, now: startedAt },
        { actor: trigger === 'manual' ? 'admin' : 'scheduler', now: startedAt },
      );
      if (!outcome.events.some((event) => event.type === 'JobRunStarted')) {
        await held.release();
        return { started: false, reason: 'already-run' };
      }
    } catch (error) {
      await held.release();
      throw error;
    }
    const controller = new AbortController();
    held.signal.addEventListener('abort', () => controller.abort(held.signal.reason), { once: true });
    const done = this.perform(job, { runId, trigger, occurrence: occurrence ?? startedAt, operator, parameters, signal: controller.signal, now: () => this.clock.now() }, held.release).finally(() =>
      this.active.delete(name),
    );
    this.active.set(name, { controller, done });
    return { started: true, runId, done };
  }

  private async perform(job: RegisteredJob, context: Parameters<JobDefinition<unknown>['run']>[0], release: () => Promise<void>): Promise<void> {
    const { name } = job.definition;
    let outcome: JobOutcome = 'succeeded';
    let summary: string | null = null;
    let error: string | null = null;
    try {
      summary = (await job.definition.run(context)) ?? null;
    } catch (failure) {
      outcome = context.signal.aborted ? 'interrupted' : 'failed';
      error = describe(failure).slice(0, 500);
      this.logger.warn(`Job ${name} ${outcome}: ${error}`);
    }
    try {
      const now = this.clock.now();
      await this.decide(name, { type: 'Finish', job: name, runId: context.runId, outcome, summary, error, now }, { actor: 'scheduler', now });
    } catch (failure) {
      this.logger.error(`Could not record the end of job ${name}: ${describe(failure)}`);
    } finally {
      await release();
    }
  }

  /** Why the job has nothing to do now, if it says so; seen idle, its occurrences until now are not owed (not overdue once it has work). */
  private async idleReason({ definition }: RegisteredJob): Promise<string | null> {
    const why = (await definition.idle?.()) ?? null;
    if (why) this.idleAt.set(definition.name, this.clock.now());
    return why;
  }

  private recheck(name: string, delayMs: number): void {
    if (this.stopped) return;
    const timer = setTimeout(() => {
      this.rechecks.delete(timer);
      this.track(this.checkDue(name, 'schedule'));
    }, delayMs);
    timer.unref();
    this.rechecks.add(timer);
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => this.logger.error(`Scheduled job check failed: ${describe(error)}`)).finally(() => this.checks.delete(tracked));
    this.checks.add(tracked);
  }

  private async state(name: string): Promise<JobState> {
    return (await this.fold(name)).state;
  }

  /**
   * The job's stream folded to its end. Only the events after the fold kept here are read: a job every
   * 5 minutes adds about 600 events a day, which a tick, the health check and the Jobs list would
   * otherwise read again each time. Events never change once written, so the kept fold stays true.
   */
  private async fold(name: string): Promise<StreamFold<JobState>> {
    let fold = this.folds.get(name) ?? { state: jobDecider.initialState(), revision: 'no_stream' as const };
    for (;;) {
      const fromRevision = fold.revision === 'no_stream' ? 0 : fold.revision + 1;
      const events = await this.log.readStream(jobStream(name), jobDecider.events, { fromRevision, maxCount: READ_PIECE });
      const last = events.at(-1);
      if (last) fold = { state: events.reduce(jobDecider.evolve, fold.state), revision: last.revision };
      if (events.length < READ_PIECE) break;
    }
    return this.remember(name, fold);
  }

  /** Keeps the later of two folds of a job's stream (reads and commands of one job may overlap). */
  private remember(name: string, fold: StreamFold<JobState>): StreamFold<JobState> {
    const kept = this.folds.get(name);
    if (kept === undefined || kept.revision === 'no_stream' || (fold.revision !== 'no_stream' && fold.revision > kept.revision)) this.folds.set(name, fold);
    return this.folds.get(name) ?? fold;
  }

  /** A command on the job's stream, decided on the fold kept here (the shell reads the stream again only if it moved meanwhile). */
  private async decide(name: string, command: JobCommand, context: CommandContext) {
    const outcome = await this.shell.run(jobStream(name), jobDecider, command, context, { from: await this.fold(name) });
    this.remember(name, { state: outcome.state, revision: outcome.revision });
    return outcome;
  }

  private job(name: string): RegisteredJob {
    const job = this.jobs.get(name);
    if (!job) throw notFound(`Unknown job ${name.slice(0, 100)}`);
    return job;
  }
}

import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { instantSchema } from './fields.js';
import { JOB_OUTCOMES, JOB_TRIGGERS, PROJECTION_STATES } from './operations.vocabulary.js';

/** `done` and `total` are global positions (the newest event's position is the total). */
export const rebuildProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  eventsPerSecond: z.number(),
});

const count = z.number().int().nonnegative();

/** What a replay found in one logical collection: documents the live read model lacked, had extra, or held otherwise. */
export const collectionDriftSchema = z.object({
  collection: z.string(),
  missing: count.describe('In the rebuilt read model, not in the live one'),
  unexpected: count.describe('In the live read model, not in the rebuilt one'),
  changed: count.describe('In both, with different content'),
  sampleIds: z.array(z.string()).describe('A few of the differing document ids'),
});

/**
 * The last replay of a read model (the nightly analytics-replay job): rebuilt from the events beside the
 * live one, compared at the same position, then swapped in.
 */
export const replayReportSchema = z
  .object({
    finishedAt: instantSchema,
    durationMs: count,
    events: count.describe('Events read to rebuild it'),
    position: count.describe('The position both were compared at'),
    compared: z.boolean().describe('false when the live read model had failed or was built by an older version of its fold: then nothing was compared'),
    drift: count.describe('Documents that differed (0: the live read model was exact)'),
    collections: z.array(collectionDriftSchema).describe('Only the collections that drifted'),
  })
  .meta({ id: 'ReplayReport' });
export type ReplayReport = z.infer<typeof replayReportSchema>;

export const projectionStatusSchema = z
  .object({
    name: z.string(),
    version: z.number().int(),
    generation: z.number().int(),
    position: z.number().int(),
    head: z.number().int(),
    lag: z.number().int(),
    state: z.enum(PROJECTION_STATES),
    lastError: z.string().nullable(),
    rebuild: rebuildProgressSchema
      .extend({ generation: z.number().int().describe('The generation being built') })
      .nullable()
      .describe('null unless a rebuild of this projection is running'),
    lastReplay: replayReportSchema.nullable().describe('null for a read model that was never replayed'),
  })
  .meta({ id: 'ProjectionStatus' });
export type ProjectionStatus = z.infer<typeof projectionStatusSchema>;
export type RebuildProgress = z.infer<typeof rebuildProgressSchema>;

const jobRunSchema = z.object({
  runId: z.string(),
  trigger: z.enum(JOB_TRIGGERS),
  occurrence: instantSchema.nullable().describe('The scheduled instant this run stands for; null for a run asked by hand'),
  startedAt: instantSchema,
  finishedAt: instantSchema.nullable(),
  durationMs: z.number().int().nullable(),
  holder: z.string().describe('The instance that ran it (host/process id/random)'),
  operator: z.string().nullable().describe('The admin who asked for a run by hand (Run now); null for scheduled runs'),
});

export const jobListingSchema = z
  .object({
    name: z.string(),
    description: z.string().nullable(),
    schedule: z.string().describe('Cron expression (5 fields, or 6 with seconds)'),
    timezone: z.string().describe('SCHEDULE_TIMEZONE, an IANA name'),
    nextRunAt: instantSchema,
    lastRun: jobRunSchema.nullable(),
    lastResult: z
      .object({ outcome: z.enum(['running', ...JOB_OUTCOMES]), summary: z.string().nullable(), error: z.string().nullable() })
      .nullable(),
    holder: z.string().nullable().describe("The instance holding the job's lease right now (running it), or null"),
  })
  .meta({ id: 'JobListing' });
export type JobListing = z.infer<typeof jobListingSchema>;

export const operationsRoutes = routeGroup('Operations', {
  projections: defineRoute({
    method: 'GET',
    path: '/api/admin/projections',
    auth: 'admin',
    summary: "Each read model's position, lag and state",
    responses: { 200: z.array(projectionStatusSchema) },
  }),
  rebuild: defineRoute({
    method: 'POST',
    path: '/api/admin/projections/:name/rebuild',
    auth: 'admin',
    summary: 'Rebuild a read model beside the live one (blue/green)',
    description:
      'Runs in the instance that holds the projections lease (this one, or another that is asked through the shared store); ' +
      'every instance switches to the new generation when it is done. Answered once accepted; follow the progress in the status. ' +
      '409 while that projection is already being rebuilt.',
    params: z.object({ name: z.string().describe('The projection name') }),
    responses: { 202: z.object({ accepted: z.literal(true), name: z.string() }) },
    errors: [404, 409],
  }),
  jobs: defineRoute({
    method: 'GET',
    path: '/api/admin/jobs',
    auth: 'admin',
    summary: 'Each scheduled job: schedule, next run, last run and result, and the instance running it',
    responses: { 200: z.array(jobListingSchema) },
  }),
  runJob: defineRoute({
    method: 'POST',
    path: '/api/admin/jobs/:name/run',
    auth: 'admin',
    summary: 'Run a scheduled job now',
    description:
      'Answered once the run is recorded as started; it goes on in the background and its end shows in the list. ' +
      'The optional body holds the parameters of this run, which the job validates (400 if it refuses them). 409 while the job runs.',
    params: z.object({ name: z.string().describe('The job name') }),
    body: z.record(z.string(), z.unknown(), { error: 'must be a JSON object of job parameters' }).optional().describe('Job parameters (for example { "targetDate": "2026-03-05" })'),
    responses: { 202: z.object({ accepted: z.literal(true), job: z.string(), runId: z.string() }) },
    errors: [404, 409],
  }),
});

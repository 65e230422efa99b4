import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { instantSchema } from './fields.js';
import { PROJECTION_STATES } from './operations.vocabulary.js';

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
      'Starts in the background; follow the progress in the status. A request while that projection is already rebuilding is also answered 202, but only logged and ignored.',
    params: z.object({ name: z.string().describe('The projection name') }),
    responses: { 202: z.object({ accepted: z.literal(true), name: z.string() }) },
    errors: [404],
  }),
});

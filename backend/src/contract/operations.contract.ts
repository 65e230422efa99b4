import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { PROJECTION_STATES } from './operations.vocabulary.js';

/** `done` and `total` are global positions (the newest event's position is the total). */
export const rebuildProgressSchema = z.object({
  done: z.number().int(),
  total: z.number().int(),
  eventsPerSecond: z.number(),
});

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

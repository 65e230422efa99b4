import { z } from 'zod';
import { defineRoute, routeGroup } from './define-route.js';
import { instantSchema } from './fields.js';
import { PROJECTION_STATES } from './operations.vocabulary.js';

const storeCheckSchema = z.object({
  ok: z.boolean(),
  error: z.string().nullable().describe('Why the ping failed (the error class and message, never data)'),
});

export const healthReportSchema = z
  .object({
    status: z.enum(['ok', 'unhealthy']),
    checkedAt: instantSchema,
    problems: z.array(z.string()).describe('One line per reason for unhealthy; empty when ok'),
    eventStore: storeCheckSchema.extend({ headPosition: z.number().int().nullable() }),
    readModelStore: storeCheckSchema,
    projections: z.array(
      z.object({
        name: z.string(),
        state: z.enum(PROJECTION_STATES),
        position: z.number().int(),
        lag: z.number().int(),
        stalledForMs: z
          .number()
          .int()
          .nullable()
          .describe('How long the lag has grown without the projection moving while events arrive; null when it moves or has no lag'),
      }),
    ),
    jobs: z.array(
      z.object({
        name: z.string(),
        lastRunAt: instantSchema.nullable(),
        lastOutcome: z.string().nullable(),
        nextRunAt: instantSchema.nullable(),
        overdue: z.boolean().describe('An occurrence that should have started by now has not'),
      }),
    ),
  })
  .meta({ id: 'HealthReport' });
export type HealthReport = z.infer<typeof healthReportSchema>;

export const healthRoutes = routeGroup('Operations', {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'Health: the stores, each read model and each job',
    description:
      '200 when healthy. 503, with the same report, when a store does not answer its ping, a projection has failed or stalls ' +
      '(its lag grows for longer than HEALTH_STALL_SECONDS while events arrive), or a job missed its time. No personal data. ' +
      'The docker-compose healthchecks call it.',
    responses: { 200: healthReportSchema, 503: healthReportSchema },
  }),
});

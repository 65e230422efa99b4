import { z } from 'zod';
import { parseStoredJson } from './stored-json.js';
import type { Leadership } from './projection-leadership.js';

/**
 * What the holder of the projections lease publishes in the read-model store after each batch it
 * applied (in the same fenced write path as its commits): every other instance follows its
 * projections through this record instead of running them. Written after the batch's commits, so
 * an instance that sees position P here also sees the documents of every event up to P.
 */
export const PUBLISHED_STATUS_KEY = 'projection-engine:status';

const rebuildSchema = z.object({ generation: z.number(), done: z.number(), total: z.number(), eventsPerSecond: z.number() });

const publishedProjectionSchema = z.object({
  generation: z.number().int(),
  version: z.number().int(),
  position: z.number(),
  changedAt: z.number(),
  state: z.enum(['catching_up', 'live', 'rebuilding', 'failed']),
  /** True when waiting for this projection can only fail (failed, or outdated after a failed rebuild). */
  failed: z.boolean(),
  lastError: z.string().nullable(),
  rebuild: rebuildSchema.nullable(),
});

export const publishedStatusSchema = z.object({
  holder: z.string(),
  token: z.number().int(),
  publishedAt: z.number(),
  projections: z.record(z.string(), publishedProjectionSchema),
});

export type PublishedProjection = z.infer<typeof publishedProjectionSchema>;
export type PublishedStatus = z.infer<typeof publishedStatusSchema>;

/** Null for a missing or unreadable record (written by another version of the app, say): followers then wait for the next one. */
export const parsePublishedStatus = (value: string | null): PublishedStatus | null => parseStoredJson(publishedStatusSchema, value);

/** What a tenure publishes: the state of each of its live runners, and of the rebuilds it runs. */
export const snapshotOf = (leadership: Leadership): Record<string, PublishedProjection> => {
  const projections: Record<string, PublishedProjection> = {};
  for (const [name, runner] of leadership.live) {
    const rebuild = leadership.rebuilding.get(name);
    const failed = leadership.isFailed(name, runner);
    projections[name] = {
      generation: runner.generation,
      version: runner.projection.version,
      position: runner.position,
      changedAt: runner.changedAt,
      state: rebuild ? 'rebuilding' : failed ? 'failed' : runner.state,
      failed,
      lastError: runner.lastError ?? leadership.rebuildErrors.get(name) ?? null,
      rebuild: rebuild ? { generation: rebuild.builder.generation, ...rebuild.progress } : null,
    };
  }
  return projections;
};

import { z } from 'zod';
import { parseStoredJson } from './stored-json.js';

/**
 * A rebuild asked of an instance that does not hold the projections lease (a follower, or the CLI
 * while a server runs) is written here, one record per projection, and carried out by the holder.
 * Projections asked together share one id and are rebuilt together from one read of the log.
 */
export const rebuildRequestKey = (projectionName: string): string => `projection:${projectionName}:rebuild-request`;

export const rebuildRequestSchema = z.object({
  id: z.string(),
  projections: z.array(z.string()).min(1),
  state: z.enum(['requested', 'running', 'done', 'failed']),
  requestedAt: z.string(),
  /** The fencing token of the holder running it: a request left running by a holder that died is taken up again. */
  token: z.number().int().nullable(),
  error: z.string().nullable(),
  /** A verified rebuild: the holder runs its verifier before the swap (see ProjectionEngine.rebuildVerified). */
  verified: z.boolean().default(false),
  /** The rebuild's final figures, once done. */
  progress: z.object({ done: z.number(), total: z.number(), eventsPerSecond: z.number() }).nullable(),
});

export type RebuildRequest = z.infer<typeof rebuildRequestSchema>;

export const parseRebuildRequest = (value: string | null): RebuildRequest | null => parseStoredJson(rebuildRequestSchema, value);

/** Requests the holder under `token` should start: new ones, and those a former holder left running. Grouped by id. */
export const pendingRequests = (requests: readonly RebuildRequest[], token: number): RebuildRequest[] => {
  const byId = new Map<string, RebuildRequest>();
  for (const request of requests) {
    const pending = request.state === 'requested' || (request.state === 'running' && request.token !== token);
    if (pending && !byId.has(request.id)) byId.set(request.id, request);
  }
  return [...byId.values()];
};

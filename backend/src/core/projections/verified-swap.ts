import { physicalCollectionName } from './projection-naming.js';
import type { ProjectionRunner } from './projection-runner.js';

/** One projection at the moment of a verified swap: its live and rebuilt generations, both at `position`. */
export type GenerationPair = {
  name: string;
  /** The physical collections of each generation, by logical name. */
  live: Readonly<Record<string, string>>;
  rebuilt: Readonly<Record<string, string>>;
  position: number;
  /** False when the live generation cannot be held against the rebuilt one: it failed, or an older version of the fold built it. */
  comparable: boolean;
  /** Events the rebuild read from the log. */
  eventsRead: number;
  /** From the start of the rebuild to this call. */
  durationMs: number;
};

/**
 * Runs under the dispatch lock, after the live and the rebuilt generations have applied the same
 * events and before the swap: nothing moves while it looks at both (the replay compares them).
 */
export type BeforeSwap = (pairs: GenerationPair[]) => Promise<void>;

/** The physical collections of a runner's generation, by logical name. */
export const generationCollections = (runner: ProjectionRunner): Record<string, string> =>
  Object.fromEntries(runner.projection.collections.map((logical) => [logical, physicalCollectionName(runner.projection.name, logical, runner.generation)]));

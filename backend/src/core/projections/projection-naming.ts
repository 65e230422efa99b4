/** How a projection's logical names map to physical collections, checkpoints and meta keys. */
export const physicalCollectionName = (projectionName: string, logical: string, generation: number): string =>
  `${projectionName}__${logical}__g${generation}`;

/** Each generation has its own checkpoint, so a swap is only a meta change and never moves a checkpoint. */
export const checkpointName = (projectionName: string, generation: number): string => `${projectionName}__g${generation}`;

/** One meta value holds both, so the swap of generation and version is a single atomic write. */
export type LiveGeneration = { generation: number; version: number };

export const liveGenerationKey = (projectionName: string): string => `projection:${projectionName}:live`;

export const parseLiveGeneration = (value: string | null): LiveGeneration | null => {
  if (value === null) return null;
  const parsed = JSON.parse(value) as Partial<LiveGeneration>;
  if (typeof parsed.generation !== 'number' || typeof parsed.version !== 'number') return null;
  return { generation: parsed.generation, version: parsed.version };
};

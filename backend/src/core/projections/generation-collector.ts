import type { Projection } from './projection.js';

export type CollectableCollection = { collection: string; projection: string; generation: number };

const PHYSICAL_NAME = /^(.+)__(.+)__g(\d+)$/;

/**
 * Among the listed collections, those of a known projection's generation that is not kept (neither
 * live nor being built). Names that are not a known projection's logical collection are left alone:
 * they are not the engine's to drop.
 */
export const collectableCollections = (
  listed: readonly string[],
  projections: ReadonlyMap<string, Pick<Projection, 'collections'>>,
  keep: ReadonlyMap<string, ReadonlySet<number>>,
): CollectableCollection[] => {
  const found: CollectableCollection[] = [];
  for (const collection of listed) {
    const match = PHYSICAL_NAME.exec(collection);
    if (!match) continue;
    const [, projection, logical, generationText] = match;
    if (!projections.get(projection)?.collections.includes(logical)) continue;
    const generation = Number(generationText);
    if (keep.get(projection)?.has(generation)) continue;
    found.push({ collection, projection, generation });
  }
  return found;
};

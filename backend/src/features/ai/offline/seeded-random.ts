/**
 * Deterministic randomness for the offline writer: the same input always gives the same
 * output (tests, replays and audit trails depend on it), so nothing here reads a clock
 * or Math.random.
 */

/** FNV-1a, 32 bits: small, fast and well spread for short strings. */
export const hashText = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

export type SeededRandom = {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [minimum, maximum], both included. */
  integer(minimum: number, maximum: number): number;
  pick<Item>(items: readonly Item[]): Item;
  shuffle<Item>(items: readonly Item[]): Item[];
};

/** mulberry32 seeded from a hash of the given text. */
export const createSeededRandom = (seedText: string): SeededRandom => {
  let state = hashText(seedText);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (minimum: number, maximum: number): number => minimum + Math.floor(next() * (maximum - minimum + 1));
  const pick = <Item>(items: readonly Item[]): Item => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[integer(0, items.length - 1)] as Item;
  };
  const shuffle = <Item>(items: readonly Item[]): Item[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = integer(0, index);
      [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
    }
    return copy;
  };
  return { next, integer, pick, shuffle };
};

import { describe, expect, it } from '@jest/globals';
import { RecipientCursor } from './recipient-cursor.js';

/** A list of 23 ids in chunks of uneven sizes (a listing resumed after a crash writes a short chunk). */
const CHUNKS = [['r0', 'r1', 'r2', 'r3', 'r4'], ['r5', 'r6'], ['r7', 'r8', 'r9', 'r10', 'r11', 'r12', 'r13', 'r14'], ['r15', 'r16', 'r17', 'r18', 'r19', 'r20', 'r21', 'r22']];
const ALL = CHUNKS.flat();

const cursorOver = () => {
  const reads: number[] = [];
  const cursor = new RecipientCursor(async (revision) => {
    reads.push(revision);
    return CHUNKS[revision] ?? null;
  });
  return { cursor, reads };
};

describe('RecipientCursor', () => {
  it('answers each batch of the list, across chunk boundaries, reading every chunk once', async () => {
    const { cursor, reads } = cursorOver();
    const batches = await Promise.all([0, 1, 2, 3, 4].map((batch) => cursor.slice(batch * 5, Math.min((batch + 1) * 5, ALL.length))));
    expect(batches.flat()).toEqual(ALL);
    expect(batches[1]).toEqual(['r5', 'r6', 'r7', 'r8', 'r9']);
    expect(reads).toEqual([0, 1, 2, 3]);
  });

  it('lets go of the chunks the batches have passed', async () => {
    const { cursor } = cursorOver();
    await cursor.slice(0, 5);
    await cursor.slice(5, 10);
    await cursor.slice(10, 15);
    expect(cursor.heldChunks).toBe(1);
    expect(await cursor.slice(15, 20)).toEqual(['r15', 'r16', 'r17', 'r18', 'r19']);
    expect(cursor.heldChunks).toBe(1);
  });

  it('answers what there is past the end of the list, and starts over when asked for an earlier part', async () => {
    const { cursor, reads } = cursorOver();
    expect(await cursor.slice(20, 30)).toEqual(['r20', 'r21', 'r22']);
    expect(await cursor.slice(2, 4)).toEqual(['r2', 'r3']);
    expect(reads).toEqual([0, 1, 2, 3, 4, 0]);
  });
});

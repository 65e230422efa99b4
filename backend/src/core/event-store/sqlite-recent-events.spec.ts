import { describe, expect, it } from '@jest/globals';
import type { EventRow } from './sqlite-schema.js';
import { RecentEvents } from './sqlite-recent-events.js';

const rows = (from: number, to: number): EventRow[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({
    position: from + index,
    id: `id-${from + index}`,
    stream: 'stream',
    revision: from + index - 1,
    type: 'Happened',
    data: '{}',
    metadata: '{}',
  }));

const positions = (kept: EventRow[] | null) => kept?.map((row) => row.position) ?? null;

describe('RecentEvents', () => {
  it('answers the rows after a position only when the next one is kept', () => {
    const recent = new RecentEvents(100);
    recent.add(rows(5, 9));
    expect(positions(recent.after(4, 10))).toEqual([5, 6, 7, 8, 9]);
    expect(positions(recent.after(6, 2))).toEqual([7, 8]);
    // Position 4 is not kept: whoever is behind it reads the file.
    expect(recent.after(3, 10)).toBeNull();
    // Nothing kept after the last row: another process may have written since.
    expect(recent.after(9, 10)).toBeNull();
  });

  it('starts afresh when a commit does not follow the last kept row', () => {
    const recent = new RecentEvents(100);
    recent.add(rows(1, 3));
    // Positions 4 and 5 were written by another process.
    recent.add(rows(6, 7));
    expect(recent.after(3, 10)).toBeNull();
    expect(positions(recent.after(5, 10))).toEqual([6, 7]);
    expect(recent.size).toBe(2);
  });

  it('keeps at most its limit, dropping the oldest rows', () => {
    const recent = new RecentEvents(3);
    recent.add(rows(1, 5));
    expect(recent.size).toBe(3);
    expect(recent.after(1, 10)).toBeNull();
    expect(positions(recent.after(2, 10))).toEqual([3, 4, 5]);
  });

  it('lets go of rows every reader has passed', () => {
    const recent = new RecentEvents(100);
    recent.add(rows(1, 5));
    recent.dropThrough(3);
    expect(recent.size).toBe(2);
    expect(positions(recent.after(3, 10))).toEqual([4, 5]);
    recent.dropThrough(1);
    expect(recent.size).toBe(2);
    recent.clear();
    expect(recent.size).toBe(0);
  });
});

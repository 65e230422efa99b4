import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../core/events/event.js';
import { countPendingEvents } from './pending-events.js';

/** A log whose positions have gaps (as EventStoreDB's do), types cycling A, B, C. */
const log: RecordedEvent[] = Array.from({ length: 30 }, (_, index) => ({
  id: `event-${index}`,
  type: ['A', 'B', 'C'][index % 3],
  data: {},
  metadata: { occurredAt: '2025-01-01T00:00:00.000Z', actor: 'system', correlationId: 'c', causationId: null, schemaVersion: 1 },
  stream: 's',
  revision: index,
  position: (index + 1) * 10,
}));
const store = {
  readAll: async (from: number, limit: number) => log.filter((event) => event.position > from).slice(0, limit),
};

describe('countPendingEvents', () => {
  it('counts, per projection, the events after its checkpoint that it reads', async () => {
    const projections = [
      { name: 'reads-a', eventTypes: ['A'] },
      { name: 'reads-b-c', eventTypes: ['B', 'C'] },
      { name: 'reads-nothing-here', eventTypes: ['Z'] },
    ];
    // A sits at positions 10, 40, ..., 280: after 150 that is 160, 190, 220, 250, 280.
    // After 250 come 260 B, 270 C, 280 A, 290 B, 300 C: four for reads-b-c.
    const positions = new Map([
      ['reads-a', 150],
      ['reads-b-c', 250],
      ['reads-nothing-here', 0],
    ]);
    const counts = await countPendingEvents(store, projections, positions, 1000, 4);
    expect(counts.get('reads-a')).toEqual({ count: 5, complete: true });
    expect(counts.get('reads-b-c')).toEqual({ count: 4, complete: true });
    expect(counts.get('reads-nothing-here')).toEqual({ count: 0, complete: true });
  });

  it('stops at the scan limit and reports the count as a lower bound', async () => {
    const counts = await countPendingEvents(store, [{ name: 'all', eventTypes: ['A', 'B', 'C'] }], new Map([['all', 0]]), 12, 5);
    expect(counts.get('all')).toEqual({ count: 12, complete: false });
    const exact = await countPendingEvents(store, [{ name: 'all', eventTypes: ['A', 'B', 'C'] }], new Map([['all', 0]]), 30, 7);
    expect(exact.get('all')).toEqual({ count: 30, complete: true });
  });
});

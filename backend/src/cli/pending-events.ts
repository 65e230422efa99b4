import type { EventStore } from '../core/event-store/event-store.port.js';
import type { Projection } from '../core/projections/projection.js';

/** How far past the lowest checkpoint the scan goes; past it the count is reported as a lower bound. */
export const PENDING_SCAN_LIMIT = 100_000;

export type PendingCount = { count: number; complete: boolean };

/**
 * For each projection, how many events after its stored checkpoint it actually reads (its event types).
 * The engine stores a checkpoint only with document changes or every many idle events, so `head -
 * position` can be large for a projection that is in fact up to date; this count is what a restart
 * would really have to apply. Reads stored events without decrypting anything.
 */
export const countPendingEvents = async (
  store: Pick<EventStore, 'readAll'>,
  projections: readonly Pick<Projection, 'name' | 'eventTypes'>[],
  positions: ReadonlyMap<string, number>,
  scanLimit = PENDING_SCAN_LIMIT,
  batchSize = 5000,
): Promise<Map<string, PendingCount>> => {
  const counts = new Map(projections.map((projection) => [projection.name, 0]));
  const types = new Map(projections.map((projection) => [projection.name, new Set(projection.eventTypes)]));
  if (projections.length === 0) return new Map();
  // Counted in events, not positions: positions may have gaps (EventStoreDB).
  let from = Math.min(...projections.map((projection) => positions.get(projection.name) ?? 0));
  let scanned = 0;
  let complete = false;
  while (scanned < scanLimit) {
    const events = await store.readAll(from, Math.min(batchSize, scanLimit - scanned));
    if (events.length === 0) {
      complete = true;
      break;
    }
    for (const event of events) {
      for (const projection of projections) {
        if (event.position > (positions.get(projection.name) ?? 0) && types.get(projection.name)!.has(event.type)) {
          counts.set(projection.name, counts.get(projection.name)! + 1);
        }
      }
    }
    scanned += events.length;
    from = events[events.length - 1].position;
  }
  if (!complete) complete = (await store.readAll(from, 1)).length === 0;
  return new Map([...counts].map(([name, count]) => [name, { count, complete }]));
};

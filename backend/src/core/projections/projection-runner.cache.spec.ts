import { afterEach, describe, expect, it } from '@jest/globals';
import type { LogEntry } from '../events/event.js';
import { SqliteReadModelStore } from '../read-model/sqlite-read-model-store.js';
import { InMemoryEventSource } from './in-memory-event-source.js';
import { clicksProjection, makeEvent } from './projection-engine.test-kit.js';
import { DOCUMENT_CACHE_LIMIT, ProjectionRunner } from './projection-runner.js';
import type { ProjectionState } from './projection-runner.js';

/** One click on each of `count` pages, then one more on the first: a live runner meets as many documents as a campaign's recipients. */
const clicks = (count: number): LogEntry[] => {
  const source = new InMemoryEventSource();
  const entries: LogEntry[] = [];
  for (let page = 0; page < count; page++) entries.push(...source.append(`page-${page}`, [makeEvent('Clicked')]));
  entries.push(...source.append('page-0', [makeEvent('Clicked')]));
  return entries;
};

describe('ProjectionRunner: documents kept in memory', () => {
  const stores: SqliteReadModelStore[] = [];
  const runner = async (state: ProjectionState, projection = clicksProjection()) => {
    const store = new SqliteReadModelStore(':memory:');
    stores.push(store);
    const created = new ProjectionRunner(projection, 1, store, 0, state);
    await created.reset();
    created.state = state;
    return { runner: created, store };
  };
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
  });

  it('keeps at most its live limit (and one batch) once live, and folds documents it let go of from the store', async () => {
    const { runner: live, store } = await runner('live');
    const events = clicks(DOCUMENT_CACHE_LIMIT.live * 2);
    // In batches of 500, as the live subscription hands them over; the last one reads page-0 again after the cache was emptied.
    for (let start = 0; start < events.length; start += 500) {
      await live.apply(events.slice(start, start + 500));
      expect(live.cachedDocuments).toBeLessThanOrEqual(DOCUMENT_CACHE_LIMIT.live + 500);
    }
    expect(await store.get('clicks__perStream__g1', 'page-0')).toEqual({ id: 'page-0', clicks: 2 });
    expect(await store.count('clicks__perStream__g1')).toBe(DOCUMENT_CACHE_LIMIT.live * 2);
  });

  it('keeps every document while a generation is being built, up to the building limit', async () => {
    const { runner: building } = await runner('rebuilding');
    await building.apply(clicks(DOCUMENT_CACHE_LIMIT.live + 500));
    expect(building.cachedDocuments).toBe(DOCUMENT_CACHE_LIMIT.live + 500);
    // Going live, its next batch starts by letting them go.
    building.state = 'live';
    const source = new InMemoryEventSource();
    const [late] = source.append('page-late', [makeEvent('Clicked')]);
    await building.apply([{ ...late!, position: Number.MAX_SAFE_INTEGER }]);
    expect(building.cachedDocuments).toBe(1);
  });

  it('keeps no document of a write-only collection, and a lookup of one still reads the store, even in a fresh generation', async () => {
    const { runner: building, store } = await runner('rebuilding', { ...clicksProjection(), writeOnly: ['perStream'] });
    await building.apply(clicks(1_000));
    expect(building.cachedDocuments).toBe(0);
    expect(await store.get('clicks__perStream__g1', 'page-0')).toEqual({ id: 'page-0', clicks: 2 });
  });
});

import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { NewEvent } from '../events/event.js';
import { defineEvent } from '../events/event-type.js';
import type { Checkpoint, CommitOptions, Document, DocumentChange, Fence, Filter, FindOptions, IndexKey, ReadModelStore } from '../read-model/read-model-store.port.js';
import { defineProjection, type Projection } from './projection.js';

/** Builders shared by the projection engine specs. */
export const makeEvent = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { occurredAt: '2025-01-01T08:00:00.000Z', actor: 'visitor', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

export type Totals = Document & { active: number };

export const SubscriberJoined = defineEvent({ type: 'SubscriberJoined', schemaVersion: 1, schema: z.object({ email: z.string() }) });
export const SubscriberLeft = defineEvent({ type: 'SubscriberLeft', schemaVersion: 1, schema: z.object({}) });
export const Clicked = defineEvent({ type: 'Clicked', schemaVersion: 1, schema: z.object({}) });
export const Poison = defineEvent({ type: 'Poison', schemaVersion: 1, schema: z.object({ email: z.string().optional() }) });

/**
 * Subscribers and a running total. The total is a counter read through `lookup`, so applying an
 * event twice (or missing an earlier change of the same batch) shows up as a wrong number.
 */
export const subscribersProjection = (version = 1, weight = 1): Projection =>
  defineProjection({
    name: 'subscribers',
    version,
    collections: ['subscribers', 'totals'],
    events: [SubscriberJoined, SubscriberLeft],
    async project(event, lookup): Promise<DocumentChange[]> {
      const totals = ((await lookup('totals', 'all')) as Totals | null) ?? { id: 'all', active: 0 };
      if (event.type === 'SubscriberJoined') {
        return [
          { kind: 'put', collection: 'subscribers', document: { id: event.stream, email: event.data.email, status: 'active' } },
          { kind: 'put', collection: 'totals', document: { ...totals, active: totals.active + weight } },
        ];
      }
      return [
        { kind: 'delete', collection: 'subscribers', id: event.stream },
        { kind: 'put', collection: 'totals', document: { ...totals, active: totals.active - weight } },
      ];
    },
  });

/** Counts every 'Clicked' event per stream. */
export const clicksProjection = (): Projection =>
  defineProjection({
    name: 'clicks',
    version: 1,
    collections: ['perStream'],
    events: [Clicked],
    async project(event, lookup) {
      const current = ((await lookup('perStream', event.stream)) as (Document & { clicks: number }) | null) ?? { id: event.stream, clicks: 0 };
      return [{ kind: 'put', collection: 'perStream', document: { ...current, clicks: current.clicks + 1 } }];
    },
  });

/** Throws on 'Poison' events, with a message that must not carry the event's data; `readsPoison: false` is its fixed version. */
export const poisonedProjection = (readsPoison = true): Projection =>
  defineProjection({
    name: 'poisoned',
    version: 1,
    collections: ['seen'],
    events: readsPoison ? [Clicked, Poison] : [Clicked],
    project(event) {
      if (event.type === 'Poison') throw new Error('cannot fold this event');
      return [{ kind: 'put', collection: 'seen', document: { id: event.stream } }];
    },
  });

/** A store wrapper whose commits can be held back or made to fail, and whose drops can fail, around a real store. */
export class ControllableStore implements ReadModelStore {
  failNextCommits = 0;
  commits = 0;
  /** Drops of collections whose name matches fail (like a MongoDB drop during a failover) while this is set. */
  failDrops: RegExp | null = null;
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;

  constructor(readonly inner: ReadModelStore) {}

  holdCommits(): void {
    this.gate = new Promise((resolve) => (this.openGate = resolve));
  }

  releaseCommits(): void {
    this.openGate?.();
    this.gate = null;
  }

  async commit(changes: DocumentChange[], checkpoint: Checkpoint | null, options?: CommitOptions): Promise<void> {
    if (this.gate) await this.gate;
    this.commits += 1;
    if (this.failNextCommits > 0) {
      this.failNextCommits -= 1;
      throw new Error('disk I/O error (simulated crash)');
    }
    await this.inner.commit(changes, checkpoint, options);
  }

  get<T extends Document>(collection: string, id: string): Promise<T | null> {
    return this.inner.get<T>(collection, id);
  }
  find<T extends Document>(collection: string, options?: FindOptions): Promise<T[]> {
    return this.inner.find<T>(collection, options);
  }
  count(collection: string, filter?: Filter): Promise<number> {
    return this.inner.count(collection, filter);
  }
  ensureIndex(collection: string, keys: readonly IndexKey[]): Promise<void> {
    return this.inner.ensureIndex(collection, keys);
  }
  getCheckpoint(name: string): Promise<number | null> {
    return this.inner.getCheckpoint(name);
  }
  async dropCollection(collection: string, options?: { fence?: Fence }): Promise<void> {
    if (this.failDrops?.test(collection)) throw new Error(`not primary: cannot drop ${collection} (simulated failover)`);
    return this.inner.dropCollection(collection, options);
  }
  listCollections(): Promise<string[]> {
    return this.inner.listCollections();
  }
  getMeta(key: string): Promise<string | null> {
    return this.inner.getMeta(key);
  }
  setMeta(key: string, value: string): Promise<void> {
    return this.inner.setMeta(key, value);
  }
  purgeOverwritten(): Promise<boolean> {
    return this.inner.purgeOverwritten();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

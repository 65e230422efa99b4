import type { ReplayReport } from '../../../contract/operations.contract.js';
import { defineProjection } from '../../../core/projections/projection.js';
import { ReadModelReplayed } from './replay.events.js';

export const REPLAYS_PROJECTION = 'read-model-replays';
export const LAST_REPLAYS = 'last';

/** The last replay of each read model, by projection name: what the Read models panel shows. */
export type LastReplay = ReplayReport & { id: string };

export const replaysProjection = defineProjection({
  name: REPLAYS_PROJECTION,
  version: 1,
  collections: [LAST_REPLAYS],
  events: [ReadModelReplayed],
  project(event) {
    const { projection, ...report } = event.data;
    const document: LastReplay = { id: projection, finishedAt: event.metadata.occurredAt, ...report };
    return [{ kind: 'put', collection: LAST_REPLAYS, document }];
  },
});

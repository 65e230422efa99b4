import { z } from 'zod';
import { replayReportSchema } from '../../../contract/operations.contract.js';
import { defineEvent, type EventOf } from '../../../core/events/event-type.js';

/** One read model replayed: rebuilt from the events beside the live one, compared, swapped in. Its time is the event's. */
export const ReadModelReplayed = defineEvent({
  type: 'ReadModelReplayed',
  schemaVersion: 1,
  schema: replayReportSchema.omit({ finishedAt: true }).extend({ projection: z.string() }),
});

export const REPLAY_EVENT_TYPES = [ReadModelReplayed] as const;
export type ReplayEvent = EventOf<(typeof REPLAY_EVENT_TYPES)[number]>;

/** Append-only: a replay's record protects no rule. */
export const REPLAY_STREAM = 'read-model-replays';

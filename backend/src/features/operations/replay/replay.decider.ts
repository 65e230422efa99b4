import type { AppendOnlyDecider } from '../../../core/commands/decider.js';
import type { EventData } from '../../../core/events/event-type.js';
import { type ReadModelReplayed, REPLAY_EVENT_TYPES } from './replay.events.js';

export const replayDecider: AppendOnlyDecider<{ type: 'RecordReplay'; report: EventData<typeof ReadModelReplayed> }, typeof REPLAY_EVENT_TYPES> = {
  events: REPLAY_EVENT_TYPES,
  decide: ({ report }) => [{ type: 'ReadModelReplayed', data: report }],
};

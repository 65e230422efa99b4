import { type AppendOnlyDecider, type Decider, unhandled } from '../../core/commands/decider.js';
import type { TrackRequest } from '../../contract/analytics.contract.js';
import { DEMO_EVENT_TYPES, type DemoSeed, TRAFFIC_EVENT_TYPES } from './analytics.events.js';

/** A page view or a tool click protects no rule: appended without reading the stream. */
export const trafficDecider: AppendOnlyDecider<TrackRequest, typeof TRAFFIC_EVENT_TYPES> = {
  events: TRAFFIC_EVENT_TYPES,
  decide: (visit) =>
    visit.type === 'page_view'
      ? [{ type: 'PageViewed', data: { path: visit.path } }]
      : [{ type: 'ToolLinkClicked', data: { path: visit.path, tool: visit.tool } }],
};

export type DemoState = { seedId: string | null };
export type DemoCommand = { type: 'Seed'; seed: DemoSeed } | { type: 'Remove' };

/** The demo data: at most one seed at a time; removing none decides nothing. */
export const demoDataDecider: Decider<DemoCommand, DemoState, typeof DEMO_EVENT_TYPES> = {
  events: DEMO_EVENT_TYPES,
  initialState: () => ({ seedId: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'DemoAnalyticsSeeded':
        return { seedId: event.data.seedId };
      case 'DemoAnalyticsRemoved':
        return state.seedId === event.data.seedId ? { seedId: null } : state;
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Seed':
        return [{ type: 'DemoAnalyticsSeeded', data: command.seed }];
      case 'Remove':
        return state.seedId === null ? [] : [{ type: 'DemoAnalyticsRemoved', data: { seedId: state.seedId } }];
      default:
        return unhandled('command', command);
    }
  },
};

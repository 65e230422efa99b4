import type { Decider } from '../../core/commands/decider.js';
import type { EventData } from '../../core/events/event-type.js';
import { GUIDE_EVENT_TYPES, type GuidePublished } from './catalogue.events.js';

export type GuideState = { status: 'none' } | { status: 'published' };
export type GuideCommand = { type: 'Seed'; guide: EventData<typeof GuidePublished> };

/** The guide's stream: the shipped guide is published into an empty stream only, so a restart or a second instance adds nothing. */
export const guideDecider: Decider<GuideCommand, GuideState, typeof GUIDE_EVENT_TYPES> = {
  events: GUIDE_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'published' }),
  decide: ({ guide }, state) => (state.status === 'none' ? [{ type: 'GuidePublished', data: guide }] : []),
};

import type { Decider } from '../../core/commands/decider.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { EventData } from '../../core/events/event-type.js';
import { IMAGE_EVENT_TYPES, type ImageGenerated } from './blog.events.js';

export type GeneratedImageState = { status: 'none' } | { status: 'recorded' };
export type GeneratedImageCommand = { type: 'Record'; image: EventData<typeof ImageGenerated> };

/** One stream per generated image, under a fresh id: an image is recorded once. */
export const generatedImageDecider: Decider<GeneratedImageCommand, GeneratedImageState, typeof IMAGE_EVENT_TYPES> = {
  events: IMAGE_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'recorded' }),
  decide: ({ image }, state) => {
    if (state.status !== 'none') throw illegalState('This image was already recorded');
    return [{ type: 'ImageGenerated', data: image }];
  },
};

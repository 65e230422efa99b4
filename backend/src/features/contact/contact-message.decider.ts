import type { Decider } from '../../core/commands/decider.js';
import { illegalState } from '../../core/errors/domain-errors.js';
import type { EventData } from '../../core/events/event-type.js';
import { CONTACT_EVENT_TYPES, type ContactMessageReceived } from './contact.events.js';

export type ContactMessageState = { status: 'none' } | { status: 'received' };
export type ContactMessageCommand = { type: 'Receive'; message: EventData<typeof ContactMessageReceived> };

/** One stream per message, under a fresh id: a message is received once. */
export const contactMessageDecider: Decider<ContactMessageCommand, ContactMessageState, typeof CONTACT_EVENT_TYPES> = {
  events: CONTACT_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve: () => ({ status: 'received' }),
  decide: ({ message }, state) => {
    if (state.status !== 'none') throw illegalState('This message was already received');
    return [{ type: 'ContactMessageReceived', data: message }];
  },
};

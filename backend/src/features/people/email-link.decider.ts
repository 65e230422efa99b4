import { type Decider, unhandled } from '../../core/commands/decider.js';
import { PERSON_EVENT_TYPES } from './person.events.js';

/** Which person an address belongs to now; none before its first signup and after an erasure. */
export type EmailLinkState = { status: 'unlinked' } | { status: 'linked'; personId: string };

export type EmailLinkCommand =
  /** Links the address to `personId` (a fresh id), unless it already belongs to someone. */
  | { type: 'Link'; personId: string }
  /** Unlinks the address from `personId`; an address no longer linked to them is left alone. */
  | { type: 'Unlink'; personId: string; requestId: string | null };

/** The decider of one address's directory stream. */
export const emailLinkDecider: Decider<EmailLinkCommand, EmailLinkState, typeof PERSON_EVENT_TYPES> = {
  events: PERSON_EVENT_TYPES,
  initialState: () => ({ status: 'unlinked' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'EmailLinkedToPerson':
        return { status: 'linked', personId: event.data.personId };
      case 'PersonErased':
        return { status: 'unlinked' };
      default:
        return unhandled('event', event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'Link':
        return state.status === 'linked' ? [] : [{ type: 'EmailLinkedToPerson', data: { personId: command.personId } }];
      case 'Unlink':
        return state.status === 'linked' && state.personId === command.personId
          ? [{ type: 'PersonErased', data: { personId: command.personId, requestId: command.requestId } }]
          : [];
      default:
        return unhandled('command', command);
    }
  },
};

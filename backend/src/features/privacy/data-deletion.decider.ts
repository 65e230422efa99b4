import { type Decider, unhandled } from '../../core/commands/decider.js';
import { DomainError, illegalState, notFound } from '../../core/errors/domain-errors.js';
import { DATA_DELETION_EVENT_TYPES } from './data-deletion.events.js';

export type DataDeletionState =
  | { status: 'none' }
  | { status: 'requested'; subjectId: string; email: string | null }
  | { status: 'completed' };

export type DataDeletionCommand =
  | { type: 'Request'; requestId: string; subjectId: string; email: string; reason: string | null }
  | { type: 'RecordLinkSent'; requestId: string; transport: 'outbox' | 'sendgrid'; reference: string }
  | { type: 'Complete'; requestId: string };

export const ALREADY_COMPLETED = 'This deletion request was already completed';

type DataDeletionDecider = Decider<DataDeletionCommand, DataDeletionState, typeof DATA_DELETION_EVENT_TYPES>;

type RequestedState = Extract<DataDeletionState, { status: 'requested' }>;

/** The request a confirmation may complete: an unknown request is not found, a completed one is gone. */
export const completableRequest = (state: DataDeletionState): RequestedState => {
  if (state.status === 'none') throw notFound('Deletion request not found');
  if (state.status === 'completed') throw new DomainError('gone', ALREADY_COMPLETED);
  return state;
};

const decide: DataDeletionDecider['decide'] = (command, state) => {
  switch (command.type) {
    case 'Request':
      if (state.status !== 'none') throw illegalState('This deletion request already exists');
      return [
        {
          type: 'DataDeletionRequested',
          data: { requestId: command.requestId, subjectId: command.subjectId, email: command.email, reason: command.reason },
        },
      ];
    case 'RecordLinkSent':
      if (state.status === 'none') throw notFound('Deletion request not found');
      return [{ type: 'DataDeletionLinkSent', data: { requestId: command.requestId, transport: command.transport, reference: command.reference } }];
    case 'Complete':
      return [{ type: 'DataDeletionCompleted', data: { requestId: command.requestId, subjectId: completableRequest(state).subjectId } }];
    default:
      return unhandled('command', command);
  }
};

const evolve: DataDeletionDecider['evolve'] = (state, event) => {
  switch (event.type) {
    case 'DataDeletionRequested':
      return { status: 'requested', subjectId: event.data.subjectId, email: event.data.email };
    case 'DataDeletionLinkSent':
      return state;
    case 'DataDeletionCompleted':
      return { status: 'completed' };
    default:
      return unhandled('event', event);
  }
};

export const dataDeletionDecider: DataDeletionDecider = {
  events: DATA_DELETION_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

import { type Decider, unhandled } from '../../../core/commands/decider.js';
import { illegalState, notFound, validationError } from '../../../core/errors/domain-errors.js';
import type { Actor } from '../../../core/events/event.js';
import { type DraftFrequency, type DraftStatus, DRAFT_EVENT_TYPES } from './draft.events.js';

type DraftDecider = Decider<DraftCommand, DraftState, typeof DRAFT_EVENT_TYPES>;

/** One version of a draft's content and who wrote it. */
export type DraftContent = { subject: string; content: string; interests: string[]; writer: 'openai' | 'offline'; model: string };

export type DraftState =
  | { status: 'none' }
  | { status: DraftStatus; draftId: string; frequency: DraftFrequency; targetDate: string; sendAt: string; version: number; current: DraftContent };

/**
 * Who acts: the scheduler or the system (no operator), or a signed-in admin, named by their user name,
 * for what the admin started (a job run by hand, a test send). The history shows both.
 */
export type Initiator = { actor: Actor; operator: string | null };
export const SCHEDULER: Initiator = { actor: 'scheduler', operator: null };
export const adminNamed = (operator: string): Initiator => ({ actor: 'admin', operator });

export type DraftCommand =
  | { type: 'WriteDraft'; draftId: string; frequency: DraftFrequency; targetDate: string; sendAt: string; draft: DraftContent; operator: string | null }
  | { type: 'ReviseDraft'; draftId: string; operator: string; revisionRequest: string; draft: DraftContent }
  | { type: 'ApproveDraft'; draftId: string; operator: string; adminNotes: string | null; at: Date }
  | { type: 'RejectDraft'; draftId: string; operator: string; adminNotes: string | null }
  | { type: 'ExpireDraft'; draftId: string; reason: string; operator: string | null }
  | { type: 'MarkDraftSent'; draftId: string; campaignId: string; operator: string | null };

export const DRAFT_NOT_FOUND = 'Email draft not found';

const why: Record<DraftStatus, string> = {
  pending: 'it is pending',
  approved: 'it is already approved',
  rejected: 'it was rejected',
  expired: 'it expired at its send time without approval',
  sent: 'it was already sent',
};

const refuse = (action: string, status: DraftStatus) => illegalState(`This draft cannot be ${action}: ${why[status]}`);

const decide: DraftDecider['decide'] = (command, state) => {
  const { draftId } = command;
  if (command.type === 'WriteDraft') {
    if (state.status !== 'none') return [];
    const { frequency, targetDate, sendAt, draft, operator } = command;
    return [{ type: 'EmailDraftWritten', data: { draftId, frequency, targetDate, sendAt, ...draft, operator } }];
  }
  if (state.status === 'none') throw notFound(DRAFT_NOT_FOUND);
  switch (command.type) {
    case 'ReviseDraft':
      if (command.revisionRequest.trim() === '') throw validationError('revisionRequest', 'must not be blank');
      if (state.status !== 'pending') throw refuse('revised', state.status);
      return [
        {
          type: 'EmailDraftRevised',
          data: { draftId, version: state.version + 1, operator: command.operator, revisionRequest: command.revisionRequest, ...command.draft },
        },
      ];
    case 'ApproveDraft':
      if (state.status === 'approved') return [];
      if (state.status !== 'pending') throw refuse('approved', state.status);
      if (command.at.getTime() >= Date.parse(state.sendAt)) throw illegalState('This draft cannot be approved: its send time has passed');
      return [{ type: 'EmailDraftApproved', data: { draftId, operator: command.operator, adminNotes: command.adminNotes } }];
    case 'RejectDraft':
      if (state.status === 'rejected') return [];
      // An approved draft not yet sent can still be stopped.
      if (state.status !== 'pending' && state.status !== 'approved') throw refuse('rejected', state.status);
      return [{ type: 'EmailDraftRejected', data: { draftId, operator: command.operator, adminNotes: command.adminNotes } }];
    case 'ExpireDraft':
      return state.status === 'pending' ? [{ type: 'EmailDraftExpired', data: { draftId, reason: command.reason, operator: command.operator } }] : [];
    case 'MarkDraftSent':
      if (state.status === 'sent') return [];
      if (state.status !== 'approved') throw refuse('sent', state.status);
      return [{ type: 'EmailDraftSent', data: { draftId, campaignId: command.campaignId, operator: command.operator } }];
    default:
      return unhandled('command', command);
  }
};

const contentOf = (data: DraftContent): DraftContent => ({
  subject: data.subject,
  content: data.content,
  interests: data.interests,
  writer: data.writer,
  model: data.model,
});

const evolve: DraftDecider['evolve'] = (state, event) => {
  if (event.type === 'EmailDraftWritten') {
    const { draftId, frequency, targetDate, sendAt } = event.data;
    return { status: 'pending', draftId, frequency, targetDate, sendAt, version: 1, current: contentOf(event.data) };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'EmailDraftRevised':
      return { ...state, version: event.data.version, current: contentOf(event.data) };
    case 'EmailDraftApproved':
      return { ...state, status: 'approved' };
    case 'EmailDraftRejected':
      return { ...state, status: 'rejected' };
    case 'EmailDraftExpired':
      return { ...state, status: 'expired' };
    case 'EmailDraftSent':
      return { ...state, status: 'sent' };
    default:
      return unhandled('event', event);
  }
};

/** The life of one newsletter draft: pending, revised while pending, then approved, rejected or expired; approved, then sent. */
export const draftDecider: DraftDecider = {
  events: DRAFT_EVENT_TYPES,
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

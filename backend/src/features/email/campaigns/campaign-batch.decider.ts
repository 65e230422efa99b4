import { type Decider, unhandled } from '../../../core/commands/decider.js';
import { illegalState, notFound } from '../../../core/errors/domain-errors.js';
import type { MailTransport } from '../../../core/mail/mailer.port.js';
import { BATCH_STREAM_EVENTS, type SkipReason } from './campaign.events.js';

type BatchDecider = Decider<BatchCommand, BatchState, typeof BATCH_STREAM_EVENTS>;

type Skipped = { subscriberId: string; reason: SkipReason };

export type BatchState =
  | { status: 'none' }
  | { status: 'in_flight'; attempt: number; subscriberIds: string[]; skipped: number }
  | { status: 'delivered'; attempt: number; subscriberIds: string[]; skipped: number }
  | { status: 'failed'; attempt: number; subscriberIds: string[]; skipped: number; reason: string }
  | { status: 'in_doubt'; attempt: number; subscriberIds: string[]; skipped: number; detail: string }
  | { status: 'released'; attempt: number; subscriberIds: string[]; skipped: number };

type Ref = { campaignId: string; batch: number };

export type BatchCommand =
  /** Attempt 1 dispatches a new batch; attempt n+1 follows a lookup that found nothing, or a release. */
  | (Ref & { type: 'DispatchBatch'; attempt: number; subscriberIds: string[]; skipped: Skipped[] })
  | (Ref & { type: 'DeliverBatch'; attempt: number; transport: MailTransport; reference: string; recovered: number; unreachable: string[] })
  | (Ref & { type: 'FailBatch'; attempt: number; reason: string })
  | (Ref & { type: 'DoubtBatch'; attempt: number; detail: string })
  | (Ref & { type: 'ConfirmBatch'; operator: string })
  | (Ref & { type: 'ReleaseBatch'; operator: string });

export const BATCH_NOT_FOUND = 'Campaign batch not found';

const mayDispatch = (state: BatchState, attempt: number): boolean =>
  (state.status === 'none' && attempt === 1) ||
  ((state.status === 'in_flight' || state.status === 'released') && attempt === state.attempt + 1);

const decide: BatchDecider['decide'] = (command, state) => {
  const { campaignId, batch } = command;
  if (command.type === 'DispatchBatch') {
    if (!mayDispatch(state, command.attempt)) return [];
    // A later attempt sends to the same recipients: the list was fixed by the first dispatch.
    const subscriberIds = state.status === 'none' ? command.subscriberIds : state.subscriberIds;
    const skipped = state.status === 'none' ? command.skipped : [];
    return [{ type: 'CampaignBatchDispatched', data: { campaignId, batch, attempt: command.attempt, subscriberIds, skipped } }];
  }
  if (state.status === 'none') throw notFound(BATCH_NOT_FOUND);
  const { subscriberIds } = state;
  switch (command.type) {
    case 'DeliverBatch':
      if (state.status !== 'in_flight' || state.attempt !== command.attempt) return [];
      return [
        {
          type: 'CampaignBatchDelivered',
          data: {
            campaignId,
            batch,
            subscriberIds: subscriberIds.filter((id) => !command.unreachable.includes(id)),
            unreachable: command.unreachable,
            transport: command.transport,
            reference: command.reference,
            recovered: command.recovered,
            confirmedBy: null,
          },
        },
      ];
    case 'FailBatch':
      if (state.status !== 'in_flight' || state.attempt !== command.attempt) return [];
      return [{ type: 'CampaignBatchFailed', data: { campaignId, batch, subscriberIds, reason: command.reason } }];
    case 'DoubtBatch':
      if (state.status !== 'in_flight' || state.attempt !== command.attempt) return [];
      return [{ type: 'CampaignBatchInDoubt', data: { campaignId, batch, subscriberIds, detail: command.detail } }];
    case 'ConfirmBatch':
      if (state.status === 'delivered') return [];
      if (state.status !== 'in_doubt') throw illegalState('Only a batch in doubt can be confirmed as delivered');
      return [
        {
          type: 'CampaignBatchDelivered',
          data: { campaignId, batch, subscriberIds, unreachable: [], transport: 'sendgrid', reference: '', recovered: 0, confirmedBy: command.operator },
        },
      ];
    case 'ReleaseBatch':
      if (state.status === 'released') return [];
      if (state.status !== 'in_doubt') throw illegalState('Only a batch in doubt can be released to be sent again');
      return [{ type: 'CampaignBatchReleased', data: { campaignId, batch, operator: command.operator } }];
    default:
      return unhandled('command', command);
  }
};

const evolve: BatchDecider['evolve'] = (state, event) => {
  if (event.type === 'CampaignBatchDispatched') {
    const skipped = state.status === 'none' ? event.data.skipped.length : state.skipped;
    return { status: 'in_flight', attempt: event.data.attempt, subscriberIds: event.data.subscriberIds, skipped };
  }
  if (state.status === 'none') return state;
  const { attempt, subscriberIds, skipped } = state;
  switch (event.type) {
    case 'CampaignBatchDelivered':
      return { status: 'delivered', attempt, subscriberIds: event.data.subscriberIds, skipped: skipped + event.data.unreachable.length };
    case 'CampaignBatchFailed':
      return { status: 'failed', attempt, subscriberIds, skipped, reason: event.data.reason };
    case 'CampaignBatchInDoubt':
      return { status: 'in_doubt', attempt, subscriberIds, skipped, detail: event.data.detail };
    case 'CampaignBatchReleased':
      return { status: 'released', attempt, subscriberIds, skipped };
    default:
      return unhandled('event', event);
  }
};

/**
 * One batch of a campaign. Dispatched (in flight) before the transport is asked, then an outcome.
 * Each attempt is numbered and every outcome names its attempt, so a sender that lost the race (or
 * woke up late) can never record over another's result.
 */
export const batchDecider: BatchDecider = {
  events: BATCH_STREAM_EVENTS,
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

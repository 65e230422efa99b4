import { type Decider, unhandled } from '../../../core/commands/decider.js';
import { illegalState, notFound } from '../../../core/errors/domain-errors.js';
import type { Frequency } from '../../../contract/subscribers.vocabulary.js';
import { CAMPAIGN_STREAM_EVENTS, type CampaignKind, RECIPIENTS_STREAM_EVENTS } from './campaign.events.js';

type CampaignDecider = Decider<CampaignCommand, CampaignState, typeof CAMPAIGN_STREAM_EVENTS>;

export type CampaignPlan = {
  campaignId: string;
  kind: CampaignKind;
  draftId: string | null;
  frequency: Frequency | null;
  subject: string;
  content: string;
  batchSize: number;
  /** When the campaign was started; message keys begin with it, so the outbox lists them in time order. */
  startedAt: string;
};

export type CampaignTotals = { sent: number; failed: number; skipped: number; inDoubt: number };

export type CampaignState =
  | { status: 'none' }
  | { status: 'listing'; plan: CampaignPlan }
  | { status: 'sending'; plan: CampaignPlan; total: number; batches: number }
  | { status: 'completed'; plan: CampaignPlan; total: number; batches: number; totals: CampaignTotals };

export type CampaignCommand =
  | { type: 'StartCampaign'; plan: CampaignPlan }
  | { type: 'FinishListing'; campaignId: string; total: number; batches: number }
  | { type: 'CompleteCampaign'; campaignId: string; totals: CampaignTotals };

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';

const decideCampaign: CampaignDecider['decide'] = (command, state) => {
  switch (command.type) {
    case 'StartCampaign':
      return state.status === 'none' ? [{ type: 'CampaignStarted', data: { ...command.plan } }] : [];
    case 'FinishListing': {
      if (state.status === 'none') throw notFound(CAMPAIGN_NOT_FOUND);
      if (state.status !== 'listing') return [];
      const { campaignId, total, batches } = command;
      return [{ type: 'CampaignRecipientsListed', data: { campaignId, total, batches } }];
    }
    case 'CompleteCampaign':
      if (state.status === 'none') throw notFound(CAMPAIGN_NOT_FOUND);
      if (state.status === 'completed') return [];
      if (state.status === 'listing') throw illegalState('A campaign cannot complete before its recipients are listed');
      return [{ type: 'CampaignCompleted', data: { campaignId: command.campaignId, ...command.totals } }];
    default:
      return unhandled('command', command);
  }
};

const evolveCampaign: CampaignDecider['evolve'] = (state, event) => {
  switch (event.type) {
    case 'CampaignStarted': {
      const { campaignId, kind, draftId, frequency, subject, content, batchSize, startedAt } = event.data;
      return { status: 'listing', plan: { campaignId, kind, draftId, frequency, subject, content, batchSize, startedAt } };
    }
    case 'CampaignRecipientsListed':
      return state.status === 'listing' ? { ...state, status: 'sending', total: event.data.total, batches: event.data.batches } : state;
    case 'CampaignCompleted': {
      if (state.status !== 'sending') return state;
      const { sent, failed, skipped, inDoubt } = event.data;
      return { ...state, status: 'completed', totals: { sent, failed, skipped, inDoubt } };
    }
    default:
      return unhandled('event', event);
  }
};

/** The campaign as a whole: started with its plan, listed, completed with its totals. */
export const campaignDecider: CampaignDecider = {
  events: CAMPAIGN_STREAM_EVENTS,
  initialState: () => ({ status: 'none' }),
  evolve: evolveCampaign,
  decide: decideCampaign,
};

/**
 * The list as the chunks it was added in (folding never copies them into one array), the last id
 * listed, and whether the ids so far were listed in ascending order.
 */
export type RecipientsState = { chunks: ReadonlyArray<readonly string[]>; lastId: string | null; ascending: boolean };
export type AddRecipients = { type: 'AddRecipients'; campaignId: string; subscriberIds: readonly string[] };

export const recipientCount = (state: RecipientsState): number => state.chunks.reduce((count, chunk) => count + chunk.length, 0);

/** Each id greater than the one before it, the first greater than `after`: such ids are distinct. */
const ascendingAfter = (ids: readonly string[], after: string | null): boolean => {
  let previous = after;
  for (const id of ids) {
    if (previous !== null && id <= previous) return false;
    previous = id;
  }
  return true;
};

const lacking = (subscriberIds: readonly string[], state: RecipientsState): string[] => {
  // A page in ascending order after a list in ascending order (a newsletter's listing, a page of
  // eligible ids at a time) cannot repeat any id: no set of the whole list is needed.
  if (state.ascending && ascendingAfter(subscriberIds, state.lastId)) return [...subscriberIds];
  const known = new Set(state.chunks.flat());
  return [...new Set(subscriberIds)].filter((id) => !known.has(id));
};

/**
 * The recipient list grows by the ids it lacks: asked twice, or by two listers at once, or again
 * after a crash, it ends as the union, each id once and in first-listed order.
 */
export const recipientsDecider: Decider<AddRecipients, RecipientsState, typeof RECIPIENTS_STREAM_EVENTS> = {
  events: RECIPIENTS_STREAM_EVENTS,
  initialState: () => ({ chunks: [], lastId: null, ascending: true }),
  evolve: (state, event) => {
    const ids = event.data.subscriberIds;
    return { chunks: [...state.chunks, ids], lastId: ids.at(-1) ?? state.lastId, ascending: state.ascending && ascendingAfter(ids, state.lastId) };
  },
  decide: (command, state) => {
    const missing = lacking(command.subscriberIds, state);
    if (missing.length === 0) return [];
    return [{ type: 'CampaignRecipientsAdded', data: { campaignId: command.campaignId, chunk: state.chunks.length, subscriberIds: missing } }];
  },
};

import type { Decider } from '../../core/commands/decider.js';
import { type SuppressionReason, SUPPRESSION_EVENT_TYPES } from './suppression.events.js';

export type SuppressionState = { reasons: SuppressionReason[]; providerEventIds: string[] };

export type SuppressAddress = { type: 'Suppress'; subscriberId: string; reason: SuppressionReason; providerEventId: string | null; reportedAt: string };

/** Records each reason once per person: a webhook delivered twice, or a second bounce, adds nothing. */
export const suppressionDecider: Decider<SuppressAddress, SuppressionState, typeof SUPPRESSION_EVENT_TYPES> = {
  events: SUPPRESSION_EVENT_TYPES,
  initialState: () => ({ reasons: [], providerEventIds: [] }),
  evolve: (state, event) => ({
    reasons: state.reasons.includes(event.data.reason) ? state.reasons : [...state.reasons, event.data.reason],
    providerEventIds: event.data.providerEventId ? [...state.providerEventIds, event.data.providerEventId] : state.providerEventIds,
  }),
  decide: (command, state) => {
    if (state.reasons.includes(command.reason)) return [];
    if (command.providerEventId !== null && state.providerEventIds.includes(command.providerEventId)) return [];
    const { subscriberId, reason, providerEventId, reportedAt } = command;
    return [{ type: 'AddressSuppressed', data: { subscriberId, reason, providerEventId, reportedAt } }];
  },
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign } from '@contract/email-campaigns.contract';
import { api } from '../../../../lib/api-client';
import { emailQueryKeys } from './email-query-keys';

export type { Campaign };

export const CAMPAIGNS_POLL_MS = 1000;

/** Still listing its recipients or sending: its counters move. */
export const isRunning = (campaign: Campaign) => campaign.status !== 'completed';

/** Recipients with an outcome (sent, failed, skipped or in doubt), the progress bar's value. */
export const doneOf = (campaign: Campaign) => campaign.sent + campaign.failed + campaign.skipped + campaign.inDoubt;

export const getCampaigns = () => api.get<Campaign[]>('/api/admin/campaigns');

/**
 * Polls every second only while a campaign runs, or while the panel waits for a send it started
 * (its campaign appears before the send call answers), so the bars move live and an idle list
 * makes no requests.
 */
export const campaignsQueryOptions = (waitingForSend = false) =>
  queryOptions({
    queryKey: emailQueryKeys.campaigns,
    queryFn: getCampaigns,
    refetchInterval: (query) => (waitingForSend || query.state.data?.some(isRunning) ? CAMPAIGNS_POLL_MS : false),
  });

export const useCampaigns = (waitingForSend = false) => useQuery(campaignsQueryOptions(waitingForSend));

import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

/**
 * The keys of the email panels' queries, in one place because a send in one panel changes what
 * another shows (a test send marks a draft sent and starts a campaign). Invalidating a prefix
 * refreshes everything below it: `drafts` covers the pending list, the others and each history.
 */
export const emailQueryKeys = {
  drafts: [...ADMIN_QUERY_KEY, 'email-drafts'] as const,
  pendingDrafts: () => [...emailQueryKeys.drafts, 'pending'] as const,
  allDrafts: () => [...emailQueryKeys.drafts, 'all'] as const,
  draft: (id: string) => [...emailQueryKeys.drafts, 'draft', id] as const,
  campaigns: [...ADMIN_QUERY_KEY, 'email-campaigns'] as const,
};

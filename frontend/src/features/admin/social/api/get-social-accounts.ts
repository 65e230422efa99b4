import { queryOptions, type QueryClient, useQuery } from '@tanstack/react-query';
import type { SocialAccount, SocialAccounts } from '@contract/social.contract';
import type { SocialPlatform } from '@contract/social.vocabulary';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

export type { SocialAccount, SocialAccounts } from '@contract/social.contract';

export const getSocialAccounts = () => api.get<SocialAccounts>('/api/social/accounts');

export const socialAccountsQueryOptions = () => queryOptions({ queryKey: [...ADMIN_QUERY_KEY, 'social-accounts'], queryFn: getSocialAccounts });

export const useSocialAccounts = () => useQuery(socialAccountsQueryOptions());

/** A change answered with the account as it now stands: shown at once, without asking again. */
export const showAccount = (queryClient: QueryClient, platform: SocialPlatform, account: SocialAccount) =>
  queryClient.setQueryData(socialAccountsQueryOptions().queryKey, (current) => (current ? { ...current, [platform]: account } : current));

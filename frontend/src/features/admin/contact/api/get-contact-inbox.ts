import type { ContactInboxPage } from '@contract/contact.contract';
import type { ContactStatus } from '@contract/contact.vocabulary';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contactQueryKeys } from './contact-query-keys';

export type { ContactInboxPage };

/** GET /api/admin/contact-messages?status=&cursor=: one page of the inbox, newest first, and the count of each status. */
export const getContactInboxPage = ({ status, cursor }: { status?: ContactStatus; cursor?: string }) => {
  const parameters = new URLSearchParams();
  if (status) parameters.set('status', status);
  if (cursor) parameters.set('cursor', cursor);
  const query = parameters.toString();
  return api.get<ContactInboxPage>(`/api/admin/contact-messages${query ? `?${query}` : ''}`);
};

/** The inbox of one status (all when undefined), a page at a time: older pages are added below as the admin asks for them. */
export const contactInboxQueryOptions = (status: ContactStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: contactQueryKeys.inbox(status),
    queryFn: ({ pageParam }) => getContactInboxPage({ status, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Fetched again each time the tab opens (messages arrive while the admin is elsewhere), not polled. */
export const useContactInbox = (status: ContactStatus | undefined) => useInfiniteQuery({ ...contactInboxQueryOptions(status), staleTime: 0 });

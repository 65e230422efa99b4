import type { ContactStatus } from '@contract/contact.vocabulary';
import { ADMIN_QUERY_KEY } from '../../shared/admin-query-key';

/**
 * The keys of the contact panels' queries. Every inbox query (each status's pages) and each history
 * starts with `messages`, so an action refreshes them all with one invalidation: a message changes
 * status, so it moves between filters and the counts change with it.
 */
export const contactQueryKeys = {
  messages: [...ADMIN_QUERY_KEY, 'contact-messages'] as const,
  inbox: (status: ContactStatus | undefined) => [...contactQueryKeys.messages, 'inbox', status ?? 'all'] as const,
  history: (messageId: string) => [...contactQueryKeys.messages, 'history', messageId] as const,
  inboundEmail: [...ADMIN_QUERY_KEY, 'inbound-email'] as const,
};

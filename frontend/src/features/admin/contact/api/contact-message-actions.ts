import type { ContactMessage } from '@contract/contact.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { contactQueryKeys } from './contact-query-keys';

export type { ContactMessage };

/** The admin's actions on a message, named by the last part of their path. */
export type ContactMessageAction = 'mark-read' | 'spam' | 'restore';

export const messagePath = (messageId: string) => `/api/admin/contact-messages/${encodeURIComponent(messageId)}`;

/**
 * POST /api/admin/contact-messages/:id/mark-read, /spam or /restore: recorded with the admin as
 * actor; answers the message as the inbox now lists it.
 */
export const actOnContactMessage = ({ messageId, action }: { messageId: string; action: ContactMessageAction }) => api.post<ContactMessage>(`${messagePath(messageId)}/${action}`);

/** A call that changes a message: it refreshes the inbox (every status's pages, with their counts) and the histories. */
export const useInboxMutation = <Variables>(call: (variables: Variables) => Promise<ContactMessage>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactQueryKeys.messages }) });
};

export const useContactMessageAction = () => useInboxMutation(actOnContactMessage);

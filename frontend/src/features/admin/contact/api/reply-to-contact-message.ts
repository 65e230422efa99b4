import type { ContactMessage } from '@contract/contact.contract';
import { api } from '../../../../lib/api-client';
import { messagePath, useInboxMutation } from './contact-message-actions';

/** POST /api/admin/contact-messages/:id/reply: mails the reply to the sender ("Re: <subject>"); the server sets the message replied. */
export const replyToContactMessage = ({ messageId, replyContent }: { messageId: string; replyContent: string }) =>
  api.post<ContactMessage>(`${messagePath(messageId)}/reply`, { replyContent });

export const useReplyToContactMessage = () => useInboxMutation(replyToContactMessage);

import type { ContactMessage } from '@contract/contact.contract';
import { toast } from '../../../../components/ui/use-toast';
import { httpFailure } from '../../shared/http-failure';
import { type ContactMessageAction, useContactMessageAction } from '../api/contact-message-actions';
import { actionFailures, MARKED_SPAM } from '../schemas/contact-texts';
import { messageTitle, statusLabels } from '../utils/contact-labels';
import type { FocusRequest } from './use-inbox-focus';

/** Where focus goes after each action: the button that undoes it, or the next thing to do. */
const NEXT_CONTROL: Record<ContactMessageAction, string> = { 'mark-read': 'reply', spam: 'restore', restore: 'spam' };

const successOf = (action: ContactMessageAction, message: ContactMessage) => {
  const title = `"${messageTitle(message)}"`;
  if (action === 'spam') return { title: MARKED_SPAM, description: `${title} is in Spam; Restore takes it back out.` };
  if (action === 'restore') return { title: 'Message restored', description: `${title} is back in the inbox as ${statusLabels[message.status].toLowerCase()}.` };
  return { title: 'Message marked as read', description: title };
};

/**
 * Mark read, spam and restore for the whole inbox, with their toasts. Held by the inbox rather than by
 * each message, because an action can take the message out of the list shown (a spam under Unread)
 * before the call's own callbacks run, and those of an unmounted component are dropped.
 */
export const useInboxActions = (focusAfter: (request: FocusRequest) => void) => {
  const action = useContactMessageAction();
  return {
    busy: (messageId: string) => action.isPending && action.variables.messageId === messageId,
    act: (message: ContactMessage, kind: ContactMessageAction) =>
      action.mutate(
        { messageId: message.id, action: kind },
        {
          onSuccess: (changed) => {
            toast(successOf(kind, changed));
            focusAfter({ messageId: message.id, control: NEXT_CONTROL[kind], until: changed.status });
          },
          onError: (error) => toast({ title: actionFailures[kind], description: httpFailure(error), variant: 'destructive' }),
        },
      ),
  };
};

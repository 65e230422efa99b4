import { type RefObject, useEffect, useState } from 'react';
import type { ContactMessage } from '@contract/contact.contract';
import type { ContactStatus } from '@contract/contact.vocabulary';

/**
 * Where focus goes after an action or a dialog about a message: `control` of that message (the
 * Reply button after Mark Read, which is gone), else the message itself; the status filter when the
 * message left the list shown. With `until`, once the list on screen shows the message in that status
 * (or without it): the list is refetched after a change, and focus must not land on a button the
 * refreshed list is about to remove.
 */
export type FocusRequest = { messageId: string; control: string; until?: ContactStatus };

export const useInboxFocus = (root: RefObject<HTMLElement | null>, messages: readonly ContactMessage[] | undefined, fallbackId: string) => {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!request || !messages) return;
    const shown = messages.find((message) => message.id === request.messageId);
    if (shown && request.until && shown.status !== request.until) return;
    // Message ids are UUIDs: nothing in them needs escaping in a selector.
    const item = root.current?.querySelector<HTMLElement>(`[data-message="${request.messageId}"]`);
    const target = item?.querySelector<HTMLElement>(`[data-control="${request.control}"]`) ?? item ?? document.getElementById(fallbackId);
    target?.focus();
    setRequest(null);
  }, [request, messages, root, fallbackId]);
  return setRequest;
};

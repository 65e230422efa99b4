import { useEffect, useRef } from 'react';
import { GMAIL_AUTHORIZED_MESSAGE } from '@contract/gmail.vocabulary';

const isAuthorized = (data: unknown) => typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GMAIL_AUTHORIZED_MESSAGE.type;

/**
 * Calls `onAuthorized` when the callback page says Gmail is connected: by a message from a window of
 * this origin (the popup, to its opener), or on the BroadcastChannel, which still arrives when
 * Google's pages cut the popup off from its opener. The message carries nothing but its type.
 */
export const useGmailAuthorized = (onAuthorized: () => void) => {
  const latest = useRef(onAuthorized);
  latest.current = onAuthorized;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isAuthorized(event.data)) latest.current();
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(GMAIL_AUTHORIZED_MESSAGE.channel);
    if (channel) channel.onmessage = (event: MessageEvent) => isAuthorized(event.data) && latest.current();
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);
};

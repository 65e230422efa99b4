import type { SubscriberListQuery } from '@contract/subscribers.contract';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { selectRecipients, type Recipient } from '../../shared/recipient-selection';
import { getSubscriberPage } from '../api/get-subscriber-page';
import { recipientOf } from '../utils/recipient-of';

/** Where picking every match of `search` stands: `picked` of `total` active matches read so far. */
export type SelectAllState =
  | { kind: 'idle' }
  | { kind: 'selecting'; search: string | undefined; picked: number; total: number | null }
  | { kind: 'done'; search: string | undefined; picked: number }
  | { kind: 'failed'; search: string | undefined; message: string };

/**
 * Picks every active subscriber matching a search (the whole list without one), however many pages
 * that is: it walks the server's pages at their largest size, keeps the rows that can receive mail
 * (recipientOf, the rule of the checkboxes), and adds them to the selection in one step at the end,
 * so a cancelled or failed walk changes nothing. Only active subscribers can be recipients, so the
 * walk always asks for status=active.
 */
export const useSelectAllMatching = () => {
  const [state, setState] = useState<SelectAllState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setState({ kind: 'idle' });
  };

  const start = async (q: string | undefined) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const query: SubscriberListQuery & { limit: number } = { ...(q ? { q } : {}), status: 'active', limit: SUBSCRIBER_LIMITS.pageSize };
    const picked: Recipient[] = [];
    setState({ kind: 'selecting', search: q, picked: 0, total: null });
    try {
      let cursor: string | null = null;
      do {
        const page = await getSubscriberPage(cursor ? { ...query, cursor } : query, controller.signal);
        for (const subscriber of page.items) {
          const recipient = recipientOf(subscriber);
          if (recipient) picked.push(recipient);
        }
        cursor = page.nextCursor;
        if (controller.signal.aborted) return;
        setState({ kind: 'selecting', search: q, picked: picked.length, total: page.total });
      } while (cursor !== null);
      selectRecipients(picked);
      setState({ kind: 'done', search: q, picked: picked.length });
    } catch (error) {
      if (!controller.signal.aborted) setState({ kind: 'failed', search: q, message: errorMessage(error, error instanceof Error ? error.message : 'unknown error') });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return { state, start, cancel };
};

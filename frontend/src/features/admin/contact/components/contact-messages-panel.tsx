import { useRef, useState } from 'react';
import { SquarePen } from 'lucide-react';
import type { ContactInboxPage, ContactMessage } from '@contract/contact.contract';
import { CONTACT_STATUSES, type ContactStatus } from '@contract/contact.vocabulary';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { OptionSelect } from '../../../../components/ui/select';
import { countOf, formatNumber } from '../../shared/count-of';
import { QueryState } from '../../shared/query-state';
import { useContactInbox } from '../api/get-contact-inbox';
import { useInboxActions } from '../hooks/use-inbox-actions';
import { type FocusRequest, useInboxFocus } from '../hooks/use-inbox-focus';
import { statusLabels } from '../utils/contact-labels';
import { ComposeDialog, type ComposeStart } from './compose-dialog';
import { ContactHistorySheet } from './contact-history-sheet';
import { ContactMessageItem, type MessageHandlers } from './contact-message-item';
import { ReplyDialog } from './reply-dialog';

type StatusFilter = 'all' | ContactStatus;
type Counts = ContactInboxPage['counts'];

const FILTER_ID = 'contact-status-filter';

const totalOf = (counts: Counts) => CONTACT_STATUSES.reduce((sum, status) => sum + counts[status], 0);

/** The filter's options, each with how many messages it holds once the counts are known. */
const filterOptions = (counts: Counts | undefined) => [
  { value: 'all' as const, label: counts ? `All messages (${formatNumber(totalOf(counts))})` : 'All messages' },
  ...CONTACT_STATUSES.map((status) => ({ value: status, label: counts ? `${statusLabels[status]} (${formatNumber(counts[status])})` : statusLabels[status] })),
];

/**
 * The contact-messages tab (spec section 2): the inbox, newest first, a status filter, the unread
 * count in the header, each message with its actions, and the reply, compose and history dialogs.
 * The dialogs and the calls live here, so they outlast a message that leaves the list shown.
 */
export const ContactMessagesPanel = () => {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const inbox = useContactInbox(filter === 'all' ? undefined : filter);
  const messages = inbox.data?.pages.flatMap((page) => page.items);
  // Every page carries the counts of the whole inbox; the last page is the one fetched last (a refresh fetches them in order).
  const counts = inbox.data?.pages.at(-1)?.counts;
  const card = useRef<HTMLDivElement>(null);
  const focusAfter = useInboxFocus(card, messages, FILTER_ID);
  const actions = useInboxActions(focusAfter);

  const [replyTo, setReplyTo] = useState<ContactMessage | null>(null);
  const [historyOf, setHistoryOf] = useState<ContactMessage | null>(null);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  // Where focus goes when a dialog about a message closes, still known after its state was cleared.
  const afterDialog = useRef<FocusRequest | null>(null);
  const openFor = (message: ContactMessage, control: string, open: (message: ContactMessage) => void) => {
    afterDialog.current = { messageId: message.id, control };
    open(message);
  };
  const returnFocus = () => {
    if (afterDialog.current) focusAfter(afterDialog.current);
    afterDialog.current = null;
  };

  const handlers: MessageHandlers = {
    act: actions.act,
    reply: (message) => openFor(message, 'reply', setReplyTo),
    compose: (message) => setCompose({ to: message.email ?? '', name: message.name }),
    showHistory: (message) => openFor(message, 'history', setHistoryOf),
  };

  return (
    <Card ref={card}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle>Contact messages</CardTitle>
            <CardDescription>
              {counts
                ? `${formatNumber(counts.unread)} unread, ${countOf(totalOf(counts), 'message')} in all, newest first.`
                : 'Messages from the contact form and mails to the contact address, newest first.'}
            </CardDescription>
          </div>
          <Button onClick={() => setCompose({ to: '', name: null })}>
            <SquarePen className="h-4 w-4" aria-hidden="true" />
            Compose
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="sm:w-60">
          <OptionSelect id={FILTER_ID} label="Show messages" value={filter} options={filterOptions(counts)} onChange={setFilter} />
        </div>
        <QueryState
          query={{ isPending: inbox.isPending, error: inbox.error, data: messages }}
          loading="Loading messages..."
          failure="Could not load the messages"
          empty={filter === 'all' ? 'No message has arrived yet.' : `No ${statusLabels[filter].toLowerCase()} message.`}
        >
          {(shown) => (
            <ul aria-label="Messages" className="space-y-4">
              {shown.map((message) => (
                <li key={message.id}>
                  <ContactMessageItem message={message} busy={actions.busy(message.id)} handlers={handlers} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {inbox.hasNextPage ? (
          <Button variant="outline" disabled={inbox.isFetchingNextPage} onClick={() => inbox.fetchNextPage()}>
            {inbox.isFetchingNextPage ? 'Loading...' : 'Load older messages'}
          </Button>
        ) : null}
      </CardContent>
      <ReplyDialog
        message={replyTo}
        onClose={() => setReplyTo(null)}
        onSent={(changed) => {
          // After a reply, focus waits for the list to show the message replied (or without it, under a filter it left).
          afterDialog.current = { messageId: changed.id, control: 'reply', until: changed.status };
          setReplyTo(null);
        }}
        returnFocus={returnFocus}
      />
      <ContactHistorySheet message={historyOf} onClose={() => setHistoryOf(null)} returnFocus={returnFocus} />
      <ComposeDialog start={compose} onClose={() => setCompose(null)} />
    </Card>
  );
};
